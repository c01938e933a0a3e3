export { type StepItem, Steps, type StepsProps } from './Steps';
export type { StepsLabels } from './Steps.intl';
