export { Dialog, type DialogProps } from './Dialog';
export type { DialogLabels } from './Dialog.intl';
export { DialogTrigger, type DialogTriggerProps } from './DialogTrigger';
