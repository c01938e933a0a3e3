export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';
export { Dialog, type DialogProps } from './Dialog';
export type { DialogLabels } from './Dialog.intl';
