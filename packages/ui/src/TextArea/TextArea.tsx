import { clsx } from 'clsx';
import { type ReactNode, type Ref, useEffect, useMemo, useRef, useState } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  useLocale,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, fieldRootProps, Label } from '../Field/Field';
import { field, input, textArea } from '../Field/Field.css';
import { useLabels } from '../i18n/useLabels';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import { counter, footer } from './TextArea.css';
import { type TextAreaLabels, textAreaLabels } from './TextArea.intl';

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style' | 'type' | 'pattern' | 'inputMode'> {
  /** The visible label. */
  label: ReactNode;
  /** Help text between the label and the text area, linked with `aria-describedby`. */
  description?: ReactNode;
  /**
   * Replaces the built-in message (in the `I18nProvider`'s language). A function receives the
   * validation result and may return nothing to keep the built-in message for that case.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** A quiet note after the label, for example '(optional)'. */
  labelHint?: ReactNode;
  /** An example of the expected text, shown while the area is empty. */
  placeholder?: string;
  /**
   * Visible lines of text before the area grows a scrollbar (users can resize it vertically).
   * @default 5
   */
  rows?: number;
  /**
   * The most characters allowed. The browser stops typing beyond it, a counter ("120/500", its
   * numbers written for the `I18nProvider`'s locale) shows under the area and the limit is read
   * with the description.
   */
  maxLength?: number;
  /**
   * How long typing must pause, in ms, before screen readers hear the characters left (politely,
   * never on every keystroke).
   * @default 1000
   */
  announceDelay?: number;
  /** Overrides for the built-in texts for screen readers (in the `I18nProvider`'s language). */
  labels?: Partial<TextAreaLabels>;
  /** A ref to the `<textarea>` element. */
  textAreaRef?: Ref<HTMLTextAreaElement>;
  /** A class for the field's root element. */
  className?: string;
}

/**
 * A multi-line text field. With `maxLength` it shows a visible character counter; screen readers
 * hear the limit with the description and, once the user pauses typing, how many characters are
 * left (in a polite live region, so it never interrupts).
 */
export function TextArea({
  label,
  description,
  errorMessage,
  labelHint,
  placeholder,
  rows = 5,
  announceDelay = 1000,
  labels,
  textAreaRef,
  className,
  onChange,
  ...props
}: TextAreaProps) {
  const text = useLabels(textAreaLabels, labels);
  const { locale } = useLocale();
  const number = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const { maxLength, value, defaultValue } = props;
  const [uncontrolledLength, setUncontrolledLength] = useState(() => (defaultValue ?? '').length);
  const length = value != null ? value.length : uncontrolledLength;
  const hasCounter = maxLength != null;

  // The live region updates only after a pause, and only once the user has typed.
  const [announced, setAnnounced] = useState<number | null>(null);
  const hasTyped = useRef(false);
  useEffect(() => {
    if (maxLength == null || !hasTyped.current) return;
    const timer = setTimeout(() => setAnnounced(Math.max(0, maxLength - length)), announceDelay);
    return () => clearTimeout(timer);
  }, [length, maxLength, announceDelay]);

  return (
    <AriaTextField
      {...props}
      {...fieldRootProps}
      onChange={(next) => {
        hasTyped.current = true;
        setUncontrolledLength(next.length);
        onChange?.(next);
      }}
      className={clsx(field, className)}
    >
      <Label isRequired={props.isRequired} hint={labelHint}>
        {label}
      </Label>
      {(description || hasCounter) && (
        <Description className={description ? undefined : visuallyHidden}>
          {description}
          {hasCounter && <VisuallyHidden> {text.limit(maxLength)}</VisuallyHidden>}
        </Description>
      )}
      <AriaTextArea
        ref={textAreaRef}
        rows={rows}
        placeholder={placeholder}
        className={clsx(input, textArea)}
        // React Aria's TextField only learns it holds a <textarea> once mounted: its server HTML
        // would carry an input's type="text", which a <textarea> may not have.
        render={(domProps) => <textarea {...domProps} {...{ type: undefined }} />}
      />
      <div className={footer}>
        <FieldError constraints={{ minLength: props.minLength, maxLength }}>{errorMessage}</FieldError>
        {hasCounter && (
          <span aria-hidden="true" data-at-limit={length >= maxLength || undefined} className={counter}>
            {number.format(length)}/{number.format(maxLength)}
          </span>
        )}
      </div>
      {hasCounter && (
        <VisuallyHidden aria-live="polite">
          {announced == null ? '' : text.remaining(announced)}
        </VisuallyHidden>
      )}
    </AriaTextField>
  );
}
