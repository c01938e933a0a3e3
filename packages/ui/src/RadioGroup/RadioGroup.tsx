import { clsx } from 'clsx';
import { createContext, type ReactNode, useContext } from 'react';
import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  RadioButton,
  RadioField,
  type RadioFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, fieldRootProps, Label } from '../Field/Field';
import { field } from '../Field/Field.css';
import {
  button,
  content,
  detail as detailClass,
  dot,
  option,
  optionDescription,
  options,
} from './RadioGroup.css';

type Variant = 'default' | 'card';

const VariantContext = createContext<Variant>('default');

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children' | 'className' | 'style'> {
  /** The question the options answer, always visible. */
  label: ReactNode;
  /** Help text between the label and the options, linked with `aria-describedby`. */
  description?: ReactNode;
  /**
   * Replaces the built-in message in the `I18nProvider`'s language ('Choose an option.' in
   * English). A function receives the validation result and may return nothing to keep the
   * built-in message.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** A quiet note after the label, for example '(optional)'. */
  labelHint?: ReactNode;
  /**
   * `default` lists plain radios; `card` makes each option a selectable card (for example to
   * choose between paying at once or in instalments).
   * @default 'default'
   */
  variant?: Variant;
  /**
   * Stacks the options (`vertical`) or lays them in a row that wraps (`horizontal`; cards form a
   * responsive grid). Arrow keys follow the orientation.
   * @default 'vertical'
   */
  orientation?: 'vertical' | 'horizontal';
  /** The `Radio` options. */
  children: ReactNode;
  /** A class for the group's root element. */
  className?: string;
}

/**
 * A single choice among a few options, all visible at once. Arrow keys move between options; the
 * group is one tab stop.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  labelHint,
  variant = 'default',
  orientation = 'vertical',
  children,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      {...fieldRootProps}
      orientation={orientation}
      className={clsx(field, className)}
    >
      <Label isRequired={props.isRequired} hint={labelHint}>
        {label}
      </Label>
      {description && <Description>{description}</Description>}
      <div className={options({ variant, orientation })}>
        <VariantContext.Provider value={variant}>{children}</VariantContext.Provider>
      </div>
      <FieldError constraints={{ kind: 'choice' }}>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<RadioFieldProps, 'children' | 'className' | 'style'> {
  /** The option's label. */
  children: ReactNode;
  /** A line under the label, linked to the option with `aria-describedby`. */
  description?: ReactNode;
  /**
   * A short, strong value at the end of the label row (for example an amount), read as part of
   * the option's name. Mostly for cards.
   */
  detail?: ReactNode;
  /** A class for the option's root element. */
  className?: string;
}

/** One option of a `RadioGroup`. */
export function Radio({ children, description, detail, className, ...props }: RadioProps) {
  const variant = useContext(VariantContext);
  return (
    <RadioField {...props} data-variant={variant} className={clsx(option({ variant }), className)}>
      <RadioButton className={button({ variant })}>
        <span aria-hidden="true" className={dot} />
        <span className={content}>
          <span>{children}</span>
          {detail && (
            <>
              {' '}
              <span className={detailClass}>{detail}</span>
            </>
          )}
        </span>
      </RadioButton>
      {description && <Description className={optionDescription}>{description}</Description>}
    </RadioField>
  );
}
