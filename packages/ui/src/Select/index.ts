export { Select, SelectItem, type SelectItemProps, type SelectProps } from './Select';
