export {
  Form,
  type FormLabels,
  type FormProps,
  FormRow,
  type FormRowProps,
  SubmitButton,
  type SubmitButtonProps,
} from './Form';
