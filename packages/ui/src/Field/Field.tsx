import { clsx } from 'clsx';
import { createContext, type ReactNode, useContext, useEffect, useId, useMemo, useRef } from 'react';
import {
  FieldError as AriaFieldError,
  type FieldErrorProps as AriaFieldErrorProps,
  Label as AriaLabel,
  type LabelProps as AriaLabelProps,
  FieldErrorContext,
  Text,
  type TextProps,
  type ValidationResult,
} from 'react-aria-components';
import { IconAlert } from '../Icon/Icon';
import { useLabels } from '../i18n/useLabels';
import * as styles from './Field.css';
import { type ValidationMessages, validationMessages } from './Field.intl';

/* -------------------------------------------------------------------------------------------------
 * Validation messages
 * -----------------------------------------------------------------------------------------------*/

/** The caller's messages, set over the built-in ones of the `I18nProvider`'s language. */
const ValidationMessagesContext = createContext<Partial<ValidationMessages>>({});

export interface ValidationMessagesProviderProps {
  /**
   * Messages to use instead of the built-in ones; the rest keep their built-in wording (in the
   * `I18nProvider`'s language).
   */
  messages?: Partial<ValidationMessages>;
  children?: ReactNode;
}

/**
 * Replaces some of the built-in validation messages for every field inside, on top of those an
 * enclosing provider replaced. `Form` already includes one (its `validationMessages` prop); use this
 * for fields outside a `Form`.
 */
export function ValidationMessagesProvider({ messages, children }: ValidationMessagesProviderProps) {
  const parent = useContext(ValidationMessagesContext);
  const value = useMemo(() => ({ ...parent, ...messages }), [parent, messages]);
  return <ValidationMessagesContext.Provider value={value}>{children}</ValidationMessagesContext.Provider>;
}

/** What a field tells its error message about itself, to word the built-in messages. */
export interface FieldConstraints {
  /**
   * `checkbox` and `choice` (radio group, select) get their own "missing value" wording.
   * @default 'text'
   */
  kind?: 'text' | 'checkbox' | 'choice';
  /** The input's `type`, to tell an e-mail mismatch from a web-address one. */
  type?: string;
  minLength?: number;
  maxLength?: number;
}

/**
 * The message for a validation result: errors from `validate`, from the server (`Form`'s
 * `validationErrors`) or from a controlled `isInvalid` are shown as given; the browser's own
 * constraint errors are replaced by `messages` (by default the Spanish ones; pick another language
 * from the `validationMessages` catalogue, for example `validationMessages.en`).
 */
export function getValidationMessage(
  validation: ValidationResult,
  constraints: FieldConstraints = {},
  messages: ValidationMessages = validationMessages.es,
): string {
  if (!validation.isInvalid) return '';
  const given = validation.validationErrors.join(' ');
  const details = validation.validationDetails;
  const { kind = 'text', type, minLength, maxLength } = constraints;
  if (!details || details.customError || details.valid) return given;
  if (details.valueMissing) {
    if (kind === 'checkbox') return messages.valueMissingCheckbox;
    if (kind === 'choice') return messages.valueMissingChoice;
    return messages.valueMissing;
  }
  if (details.typeMismatch) {
    if (type === 'email') return messages.typeMismatchEmail;
    if (type === 'url') return messages.typeMismatchUrl;
    return messages.typeMismatch;
  }
  if (details.tooShort && minLength != null) return messages.tooShort(minLength);
  if (details.tooLong && maxLength != null) return messages.tooLong(maxLength);
  if (details.patternMismatch) return messages.patternMismatch;
  return messages.badValue;
}

/* -------------------------------------------------------------------------------------------------
 * Error summary registry (filled by FieldError, read by Form's error summary)
 * -----------------------------------------------------------------------------------------------*/

/** One invalid field, as the form's error summary lists it. */
export interface ErrorSummaryEntry {
  /** The field's label, as text. */
  label: string;
  /** The error message, as text. */
  message: string;
  /** The error message element, to order entries and find the field. */
  element: HTMLElement;
}

/** @internal Lets `FieldError`s report to the enclosing `Form`. */
export interface ErrorSummaryRegistry {
  update: (key: string, entry: ErrorSummaryEntry | null) => void;
}

/** @internal */
export const ErrorSummaryContext = createContext<ErrorSummaryRegistry | null>(null);

/**
 * Spread on a custom field's root element, so a `Form`'s error summary can find its label (a
 * `Label`, or an element with `fieldLabelProps`) and its control.
 */
export const fieldRootProps = { 'data-field': '' } as const;
const fieldRootAttribute = 'data-field';
const labelAttribute = 'data-field-label';

/** The text of a field's label, without the required marker and the hint ('(optional)'). */
function labelTextOf(element: HTMLElement): string {
  const root = element.closest(`[${fieldRootAttribute}]`);
  const label = root?.querySelector(`[${labelAttribute}]`);
  if (!label) return '';
  const copy = label.cloneNode(true) as HTMLElement;
  for (const extra of copy.querySelectorAll('[aria-hidden="true"], [data-field-hint]')) extra.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * @internal Moves focus to the control of the field that holds `element` (the checked radio, the
 * select's button, the input...) and scrolls the field's top into view, label included.
 */
export function focusFieldOf(element: HTMLElement) {
  const root = element.closest<HTMLElement>(`[${fieldRootAttribute}]`);
  if (!root) return;
  const usable = (candidate: HTMLElement) =>
    !candidate.closest('[aria-hidden="true"]') && !candidate.matches(':disabled, [tabindex="-1"]');
  const controls = [
    ...root.querySelectorAll<HTMLElement>('input:not([type="hidden"]), textarea, button'),
  ].filter(usable);
  const target = controls.find((control) => control.matches(':checked')) ?? controls[0];
  root.scrollIntoView({ block: 'start' });
  target?.focus({ preventScroll: true });
}

/* -------------------------------------------------------------------------------------------------
 * Anatomy
 * -----------------------------------------------------------------------------------------------*/

export interface LabelProps extends Omit<AriaLabelProps, 'className'> {
  /** Shows a required marker: a visible asterisk, hidden from screen readers (the field itself says "required"). */
  isRequired?: boolean;
  /** A quiet note after the label text, for example '(optional)'. It is part of the accessible name. */
  hint?: ReactNode;
  className?: string;
}

/**
 * A field's visible label. Inside a react-aria-components field it is linked to the control
 * automatically. The asterisk is decoration: the control carries `required` / `aria-required`.
 */
export function Label({ isRequired, hint, className, children, ...props }: LabelProps) {
  return (
    <AriaLabel {...props} data-field-label="" className={clsx(styles.label, className)}>
      {children}
      {isRequired && (
        <span aria-hidden="true" className={styles.requiredMark}>
          *
        </span>
      )}
      {hint && (
        <>
          {' '}
          <span data-field-hint="" className={styles.hint}>
            {hint}
          </span>
        </>
      )}
    </AriaLabel>
  );
}

/** Marks the element that holds a field's label text, for fields whose label is not a `Label` (checkbox, switch). */
export const fieldLabelProps = { 'data-field-label': '' } as const;

export type DescriptionProps = Omit<TextProps, 'slot'>;

/** Help text for a field, linked to the control with `aria-describedby`. */
export function Description({ className, ...props }: DescriptionProps) {
  return <Text {...props} slot="description" className={clsx(styles.description, className)} />;
}

export interface FieldErrorProps extends Omit<AriaFieldErrorProps, 'children' | 'className' | 'elementType'> {
  /**
   * The message. By default it is worded from the validation result (see `getValidationMessage`).
   * A function receives the result and may return nothing to keep the default message.
   */
  children?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** What the field is, to word the default message. */
  constraints?: FieldConstraints;
  className?: string;
}

/**
 * A field's error message, in `danger` with an alert icon, shown only while the field is invalid and
 * linked to the control with `aria-describedby`. Inside a `Form` it also reports itself to the form's
 * error summary.
 */
export function FieldError(props: FieldErrorProps) {
  const validation = useContext(FieldErrorContext);
  if (!validation?.isInvalid) return null;
  return <FieldErrorMessage {...props} validation={validation} />;
}

function FieldErrorMessage({
  children,
  constraints,
  className,
  validation,
  ...props
}: FieldErrorProps & { validation: ValidationResult }) {
  const messages = useLabels(validationMessages, useContext(ValidationMessagesContext));
  const registry = useContext(ErrorSummaryContext);
  const key = useId();
  const ref = useRef<HTMLElement>(null);
  const textRef = useRef<HTMLSpanElement>(null);

  const custom = typeof children === 'function' ? children(validation) : children;
  const message = custom ?? getValidationMessage(validation, constraints, messages);
  const isEmpty = message == null || message === '' || message === false;

  // Report to the form's error summary after every render; the registry ignores unchanged entries.
  useEffect(() => {
    const element = ref.current;
    if (!registry) return;
    if (!element || isEmpty) {
      registry.update(key, null);
      return;
    }
    registry.update(key, {
      label: labelTextOf(element),
      message: (textRef.current?.textContent ?? '').trim(),
      element,
    });
  });
  useEffect(() => () => registry?.update(key, null), [registry, key]);

  if (isEmpty) return null;
  return (
    <AriaFieldError {...props} ref={ref} className={clsx(styles.error, className)}>
      <IconAlert size="1.1em" className={styles.errorIcon} />
      <span ref={textRef}>{message}</span>
    </AriaFieldError>
  );
}
