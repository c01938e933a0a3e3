import { clsx } from 'clsx';
import type { ReactNode, Ref } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, fieldRootProps, Label } from '../Field/Field';
import { field, input } from '../Field/Field.css';
import { numeric } from './TextField.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style'> {
  /** The visible label. Always shown: a placeholder is never a label. */
  label: ReactNode;
  /** Help text between the label and the input, linked with `aria-describedby`. */
  description?: ReactNode;
  /**
   * Replaces the built-in message (in the `I18nProvider`'s language). A function receives the
   * validation result and may return nothing to keep the built-in message for that case.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** A quiet note after the label, for example '(optional)'. */
  labelHint?: ReactNode;
  /** An example of the expected value, shown while the input is empty. */
  placeholder?: string;
  /**
   * The input's type: `email`, `tel` and `url` bring the right mobile keyboard, and `email` / `url`
   * are checked by the browser.
   * @default 'text'
   */
  type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'search';
  /** A ref to the `<input>` element. */
  inputRef?: Ref<HTMLInputElement>;
  /** A class for the field's root element. */
  className?: string;
}

/**
 * A single-line text field: visible label, optional description, input and error message.
 * Validation follows the enclosing `Form` (native constraints by default); error messages are worded
 * in the `I18nProvider`'s language (Spanish when there is none for it) unless `errorMessage` says
 * otherwise.
 */
export function TextField({
  label,
  description,
  errorMessage,
  labelHint,
  placeholder,
  type = 'text',
  inputRef,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} {...fieldRootProps} type={type} className={clsx(field, className)}>
      <Label isRequired={props.isRequired} hint={labelHint}>
        {label}
      </Label>
      {description && <Description>{description}</Description>}
      <Input ref={inputRef} placeholder={placeholder} className={clsx(input, type === 'tel' && numeric)} />
      <FieldError constraints={{ type, minLength: props.minLength, maxLength: props.maxLength }}>
        {errorMessage}
      </FieldError>
    </AriaTextField>
  );
}
