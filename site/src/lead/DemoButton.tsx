import { Button, type ButtonProps } from '@renueva/ui';
import { useLeadDialog } from './LeadDialogContext';

export interface DemoButtonProps extends Omit<ButtonProps, 'onPress' | 'children'> {
  children?: ButtonProps['children'];
}

/** The 'Solicitar demo' button: opens the lead form. */
export function DemoButton({ children = 'Solicitar demo', ...props }: DemoButtonProps) {
  const { openLeadDialog } = useLeadDialog();
  return (
    <Button {...props} onPress={openLeadDialog}>
      {children}
    </Button>
  );
}
