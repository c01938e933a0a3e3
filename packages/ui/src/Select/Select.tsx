import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  Popover,
  SelectValue,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, fieldRootProps, Label } from '../Field/Field';
import { field, input } from '../Field/Field.css';
import { IconCheck, IconChevronDown } from '../Icon/Icon';
import { useLabels } from '../i18n/useLabels';
import {
  check,
  chevron,
  item,
  itemDescription,
  itemText,
  listBox,
  popover,
  trigger,
  value,
} from './Select.css';
import { selectLabels } from './Select.intl';

export interface SelectProps<T extends object>
  extends Omit<AriaSelectProps<T, 'single'>, 'children' | 'className' | 'style' | 'selectionMode'> {
  /** The visible label. */
  label: ReactNode;
  /** Help text between the label and the button, linked with `aria-describedby`. */
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
   * Shown in the button while nothing is chosen. By default 'Select an option' in the
   * `I18nProvider`'s language ('Selecciona una opción' in Spanish).
   */
  placeholder?: string;
  /** The options as data, rendered by a function child. */
  items?: Iterable<T>;
  /** `SelectItem` elements, or a function that renders one per entry of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  /** A class for the field's root element. */
  className?: string;
}

/**
 * One choice from a list that opens in a popover: for longer lists than a `RadioGroup` suits.
 * Keyboard: Enter, Space or the arrow keys open it, typing jumps to an option, Escape closes.
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  labelHint,
  placeholder,
  items,
  children,
  className,
  ...props
}: SelectProps<T>) {
  const labels = useLabels(selectLabels);
  return (
    <AriaSelect
      {...props}
      {...fieldRootProps}
      placeholder={placeholder ?? labels.placeholder}
      className={clsx(field, className)}
    >
      <Label isRequired={props.isRequired} hint={labelHint}>
        {label}
      </Label>
      {description && <Description>{description}</Description>}
      <AriaButton className={clsx(input, trigger)}>
        {/* The chosen option's text only (not its description or tick). */}
        <SelectValue className={value}>
          {({ isPlaceholder, selectedText, defaultChildren }) =>
            isPlaceholder ? defaultChildren : selectedText
          }
        </SelectValue>
        <IconChevronDown className={chevron} />
      </AriaButton>
      <FieldError constraints={{ kind: 'choice' }}>{errorMessage}</FieldError>
      <Popover offset={4} className={popover}>
        <ListBox items={items} className={listBox}>
          {children}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

export interface SelectItemProps<T extends object = object>
  extends Omit<ListBoxItemProps<T>, 'children' | 'className' | 'style'> {
  /** The option's label. When it is not plain text, give `textValue` too (typeahead and the button use it). */
  children: ReactNode;
  /** A second, quieter line in the list, read as part of the option (not shown in the button once chosen). */
  description?: ReactNode;
  /** A class for the option. */
  className?: string;
}

/** One option of a `Select`. Give it an `id`, the value the select reports. */
export function SelectItem<T extends object = object>({
  children,
  description,
  textValue,
  className,
  ...props
}: SelectItemProps<T>) {
  return (
    <ListBoxItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={clsx(item, className)}
    >
      {/* No label/description slots: the option's name is its whole visible text. */}
      <span className={itemText}>
        <span>{children}</span>
        {description && <span className={itemDescription}>{description}</span>}
      </span>
      <IconCheck className={check} />
    </ListBoxItem>
  );
}
