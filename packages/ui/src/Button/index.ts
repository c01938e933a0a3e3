export { Button, type ButtonProps, LinkButton, type LinkButtonProps } from './Button';
