export { Dialog, type DialogProps, showDialog, showsDialog } from './Dialog';
export type { DialogLabels } from './Dialog.intl';
export { DialogTrigger, type DialogTriggerProps } from './DialogTrigger';
