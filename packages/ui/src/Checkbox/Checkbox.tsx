import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  type CheckboxFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, fieldLabelProps, fieldRootProps } from '../Field/Field';
import { requiredMark } from '../Field/Field.css';
import { IconCheck } from '../Icon/Icon';
import { below, box, button, mark, root, text } from './Checkbox.css';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children' | 'className' | 'style'> {
  /**
   * The label, always visible beside the box. It may hold a link (for example to the privacy
   * policy): following the link does not tick the box.
   */
  children: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /**
   * Replaces the built-in message in the `I18nProvider`'s language ('Tick this box to continue.'
   * in English). A function receives the validation result and may return nothing to keep the
   * built-in message.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** A class for the field's root element. */
  className?: string;
}

/**
 * A checkbox with a drawn box and tick, for a single yes/no choice such as accepting the privacy
 * policy. With `isRequired` the form cannot be sent until it is ticked.
 */
export function Checkbox({ children, description, errorMessage, className, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} {...fieldRootProps} className={clsx(root, className)}>
      <CheckboxButton className={button}>
        {({ isIndeterminate }) => (
          <>
            <span aria-hidden="true" className={box}>
              {isIndeterminate ? (
                <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className={mark}>
                  <path d="M6 12h12" stroke="currentColor" strokeWidth={3} strokeLinecap="round" />
                </svg>
              ) : (
                <IconCheck size="1rem" strokeWidth={3} className={mark} />
              )}
            </span>
            <span {...fieldLabelProps} className={text}>
              {children}
              {props.isRequired && (
                <span aria-hidden="true" className={requiredMark}>
                  *
                </span>
              )}
            </span>
          </>
        )}
      </CheckboxButton>
      {description && <Description className={below}>{description}</Description>}
      <FieldError constraints={{ kind: 'checkbox' }} className={below}>
        {errorMessage}
      </FieldError>
    </CheckboxField>
  );
}
