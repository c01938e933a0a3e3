export { type StepItem, Steps, type StepsLabels, type StepsProps } from './Steps';
