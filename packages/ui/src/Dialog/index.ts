export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';
export { Dialog, type DialogLabels, type DialogProps } from './Dialog';
