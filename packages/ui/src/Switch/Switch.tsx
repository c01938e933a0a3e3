import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  SwitchButton,
  SwitchField,
  type SwitchFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, fieldLabelProps, fieldRootProps } from '../Field/Field';
import { below, button, knob, lock, root, text, track } from './Switch.css';

export interface SwitchProps extends Omit<SwitchFieldProps, 'children' | 'className' | 'style'> {
  /** The setting's name, always visible, at the start of the row. */
  children: ReactNode;
  /** What turning it on means, under the name, linked with `aria-describedby`. */
  description?: ReactNode;
  /** The message shown while `isInvalid`. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** A class for the field's root element. */
  className?: string;
}

/**
 * An on/off setting that applies at once (for example a cookie category). `isDisabled` together
 * with `isSelected` draws it locked on, with a padlock in the knob: for options that are always
 * active, such as strictly necessary cookies.
 */
export function Switch({ children, description, errorMessage, className, ...props }: SwitchProps) {
  return (
    <SwitchField {...props} {...fieldRootProps} className={clsx(root, className)}>
      <SwitchButton className={button}>
        <span {...fieldLabelProps} className={text}>
          {children}
        </span>
        <span aria-hidden="true" className={track}>
          <span className={knob}>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={3}
              strokeLinecap="round"
              className={lock}
            >
              <rect x="5" y="11" width="14" height="10" rx="2" />
              <path d="M8 11V8a4 4 0 0 1 8 0v3" />
            </svg>
          </span>
        </span>
      </SwitchButton>
      {description && <Description className={below}>{description}</Description>}
      <FieldError className={below}>{errorMessage}</FieldError>
    </SwitchField>
  );
}
