export { TextArea, type TextAreaLabels, type TextAreaProps } from './TextArea';
