export { Button, type ButtonProps, LinkButton, type LinkButtonProps } from './Button';
export { showDialog, showsDialog } from './opensDialog';
