export {
  Form,
  type FormProps,
  FormRow,
  type FormRowProps,
  SubmitButton,
  type SubmitButtonProps,
} from './Form';
export type { FormLabels } from './Form.intl';
