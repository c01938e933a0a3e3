export { TextArea, type TextAreaProps } from './TextArea';
export type { TextAreaLabels } from './TextArea.intl';
