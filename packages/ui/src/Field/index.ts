export {
  Description,
  type DescriptionProps,
  type ErrorSummaryEntry,
  type FieldConstraints,
  FieldError,
  type FieldErrorProps,
  fieldLabelProps,
  fieldRootProps,
  getValidationMessage,
  Label,
  type LabelProps,
  ValidationMessagesProvider,
  type ValidationMessagesProviderProps,
} from './Field';
export { type ValidationMessages, validationMessages } from './Field.intl';
