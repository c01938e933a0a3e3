import { Button, type ButtonProps } from '@renueva/ui';
import { LEAD_DIALOG_ID } from './leadDialog';

export interface DemoButtonProps extends Omit<ButtonProps, 'children' | 'opensDialog'> {
  children?: ButtonProps['children'];
}

/**
 * The 'Solicitar demo' button: opens the lead form's `<dialog>`, with no script in the prerendered
 * HTML (in the first frame after the tap, and in sections whose code never loads) as once hydrated.
 */
export function DemoButton({ children = 'Solicitar demo', ...props }: DemoButtonProps) {
  return (
    <Button {...props} opensDialog={LEAD_DIALOG_ID}>
      {children}
    </Button>
  );
}
