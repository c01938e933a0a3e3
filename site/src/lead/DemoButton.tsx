import { Button, type ButtonProps } from '@renueva/ui';
import { useLeadDialog } from './LeadDialogContext';

export interface DemoButtonProps extends Omit<ButtonProps, 'onPress' | 'children'> {
  /** Which part of the site the button is in, recorded with the lead. */
  source: string;
  children?: ButtonProps['children'];
}

/** The 'Solicitar demo' button: opens the lead form. */
export function DemoButton({ source, children = 'Solicitar demo', ...props }: DemoButtonProps) {
  const { openLeadDialog } = useLeadDialog();
  return (
    <Button {...props} onPress={() => openLeadDialog(source)}>
      {children}
    </Button>
  );
}
