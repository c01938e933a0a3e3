import { clsx } from 'clsx';
import {
  createContext,
  type FormEvent,
  type HTMLAttributes,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps, Link as AriaLink } from 'react-aria-components';
import { Button, type ButtonProps } from '../Button/Button';
import {
  ErrorSummaryContext,
  type ErrorSummaryEntry,
  type ErrorSummaryRegistry,
  focusFieldOf,
  ValidationMessagesProvider,
} from '../Field/Field';
import type { ValidationMessages } from '../Field/Field.intl';
import { IconAlert } from '../Icon/Icon';
import { useLabels } from '../i18n/useLabels';
import {
  form,
  row,
  summary,
  summaryIcon,
  summaryLabel,
  summaryLink,
  summaryList,
  summaryTitle,
} from './Form.css';
import { type FormLabels, formLabels } from './Form.intl';

type ValidationErrors = NonNullable<AriaFormProps['validationErrors']>;

const noErrors: ValidationErrors = {};

const hasErrors = (errors: ValidationErrors | undefined) =>
  !!errors && Object.values(errors).some((value) => (Array.isArray(value) ? value.length > 0 : !!value));

const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

const PendingContext = createContext(false);

export interface FormProps extends Omit<AriaFormProps, 'className' | 'style' | 'children'> {
  children?: ReactNode;
  /** A class for the `<form>` element. */
  className?: string;
  /**
   * `native` (the default): the browser's constraints (`isRequired`, `type="email"`, `minLength`...)
   * block sending, errors appear on submit and then update as each field is left, and `onSubmit`
   * only runs once everything is valid. `aria`: the form always submits and fields show their
   * `validate` errors as the user types; check validity yourself.
   * @default 'native'
   */
  validationBehavior?: 'native' | 'aria';
  /**
   * Errors from the server, by field `name` (a message or a list of them). Each is shown under its
   * field, listed in the error summary (which takes focus when new errors arrive), and blocks sending
   * until the user changes that field.
   */
  validationErrors?: ValidationErrors;
  /**
   * After a failed submit, show a summary at the top of the form listing every invalid field as a
   * link to it, and move focus there. Off: focus goes to the first invalid field instead.
   * @default true
   */
  showErrorSummary?: boolean;
  /**
   * Level of the summary's heading, to fit the page outline (3 inside a section with an `h2`).
   * @default 2
   */
  errorSummaryHeadingLevel?: 2 | 3 | 4;
  /**
   * Called with the form's data once the browser's validation passed, instead of the browser
   * sending the form. While the returned promise is pending, `SubmitButton` shows its pending
   * state and further submits are ignored; when it settles (even rejected) the form is ready again.
   * Set `validationErrors` from your handler to show what the server refused.
   */
  onValidSubmit?: (data: FormData, event: FormEvent<HTMLFormElement>) => unknown;
  /** Forces the pending state of `SubmitButton` (when you manage the request yourself). */
  isPending?: boolean;
  /**
   * Replaces some of the built-in validation messages (in the `I18nProvider`'s language) for every
   * field in the form.
   */
  validationMessages?: Partial<ValidationMessages>;
  /** Overrides for the built-in texts (in the `I18nProvider`'s language). */
  labels?: Partial<FormLabels>;
}

/**
 * A form with built-in validation messages, server errors shown inline, an error summary that takes
 * focus after a failed submit, and a pending state for `SubmitButton`.
 *
 * Validation: fields use the browser's constraints (`isRequired`, `type`, `minLength`, `pattern`)
 * and their own `validate` functions; the browser's messages are replaced by the built-in ones in the
 * `I18nProvider`'s language, Spanish when there are none for it (see the `validationMessages`
 * catalogue, or this component's `validationMessages` prop to change them). Messages appear when the
 * user submits, then update each time a field is left, never on every keystroke.
 */
export function Form({
  children,
  className,
  validationBehavior = 'native',
  validationErrors,
  showErrorSummary = true,
  errorSummaryHeadingLevel = 2,
  onValidSubmit,
  isPending: isPendingProp,
  validationMessages,
  labels,
  onSubmit,
  ...props
}: FormProps) {
  const text = useLabels(formLabels, labels);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  // The invalid fields, as reported by each FieldError inside the form.
  const [entries, setEntries] = useState<ReadonlyMap<string, ErrorSummaryEntry>>(() => new Map());
  const registry = useMemo<ErrorSummaryRegistry>(
    () => ({
      update: (key, entry) =>
        setEntries((previous) => {
          const old = previous.get(key);
          if (!entry) {
            if (!old) return previous;
            const next = new Map(previous);
            next.delete(key);
            return next;
          }
          if (
            old &&
            old.label === entry.label &&
            old.message === entry.message &&
            old.element === entry.element
          ) {
            return previous;
          }
          return new Map(previous).set(key, entry);
        }),
    }),
    [],
  );

  // The summary shows after a failed submit or when server errors arrive, until a valid submit.
  const [isSummaryShown, setSummaryShown] = useState(() => hasErrors(validationErrors));
  const [focusRequest, setFocusRequest] = useState(0);
  const focusedRequest = useRef(0);

  useEffect(() => {
    const element = formRef.current;
    if (!element || !showErrorSummary) return;
    // Capture phase: runs before each field's own handler, which then leaves focus alone.
    const onInvalidCapture = (event: Event) => {
      event.preventDefault();
      setSummaryShown(true);
      setFocusRequest((request) => (request === focusedRequest.current ? request + 1 : request));
    };
    element.addEventListener('invalid', onInvalidCapture, true);
    return () => element.removeEventListener('invalid', onInvalidCapture, true);
  }, [showErrorSummary]);

  const lastServerErrors = useRef(validationErrors);
  useEffect(() => {
    if (lastServerErrors.current === validationErrors) return;
    lastServerErrors.current = validationErrors;
    if (!hasErrors(validationErrors)) return;
    setSummaryShown(true);
    setFocusRequest((request) => request + 1);
  }, [validationErrors]);

  // Focus the summary once it lists the errors of the latest failed submit.
  const isSummaryVisible = showErrorSummary && isSummaryShown && entries.size > 0;
  useEffect(() => {
    if (!isSummaryVisible || focusRequest === focusedRequest.current) return;
    focusedRequest.current = focusRequest;
    summaryRef.current?.focus();
    summaryRef.current?.scrollIntoView({ block: 'start' });
  }, [isSummaryVisible, focusRequest]);

  const [isSubmitting, setSubmitting] = useState(false);
  const isPending = isPendingProp ?? isSubmitting;
  const isMounted = useRef(true);
  useEffect(
    () => () => {
      isMounted.current = false;
    },
    [],
  );

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (isPending) {
      event.preventDefault();
      return;
    }
    setSummaryShown(false);
    onSubmit?.(event);
    if (!onValidSubmit) return;
    event.preventDefault();
    const result = onValidSubmit(new FormData(event.currentTarget), event);
    if (isPromiseLike(result)) {
      setSubmitting(true);
      const done = () => {
        if (isMounted.current) setSubmitting(false);
      };
      result.then(done, done);
    }
  };

  const sorted = [...entries.entries()].sort(([, a], [, b]) =>
    a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  const Heading = `h${errorSummaryHeadingLevel}` as const;

  return (
    <AriaForm
      {...props}
      ref={formRef}
      validationBehavior={validationBehavior}
      validationErrors={validationErrors ?? noErrors}
      onSubmit={handleSubmit}
      className={clsx(form, className)}
    >
      {isSummaryVisible && (
        <div ref={summaryRef} tabIndex={-1} className={summary}>
          <div role="alert" aria-labelledby={titleId}>
            <Heading id={titleId} className={summaryTitle}>
              <IconAlert className={summaryIcon} />
              {text.errorSummaryTitle(sorted.length)}
            </Heading>
            <ul className={summaryList}>
              {sorted.map(([key, entry]) => (
                <li key={key}>
                  <AriaLink className={summaryLink} onPress={() => focusFieldOf(entry.element)}>
                    {entry.label && <span className={summaryLabel}>{entry.label}: </span>}
                    {entry.message}
                  </AriaLink>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
      <ErrorSummaryContext.Provider value={registry}>
        <ValidationMessagesProvider messages={validationMessages}>
          <PendingContext.Provider value={isPending}>{children}</PendingContext.Provider>
        </ValidationMessagesProvider>
      </ErrorSummaryContext.Provider>
    </AriaForm>
  );
}

export type FormRowProps = HTMLAttributes<HTMLDivElement>;

/** Puts fields side by side while each has at least 16rem, and stacks them otherwise. */
export function FormRow({ className, ...props }: FormRowProps) {
  return <div {...props} className={clsx(row, className)} />;
}

export type SubmitButtonProps = Omit<ButtonProps, 'type'>;

/**
 * The form's submit button: our `Button` with `type="submit"`, pending (spinner, presses ignored)
 * while the enclosing `Form`'s `onValidSubmit` promise runs or its `isPending` is set.
 */
export function SubmitButton({ isPending, ...props }: SubmitButtonProps) {
  const isFormPending = useContext(PendingContext);
  return <Button {...props} type="submit" isPending={isPending ?? isFormPending} />;
}
