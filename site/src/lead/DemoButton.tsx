import { Button, type ButtonProps } from '@renueva/ui';
import { opens } from '../loading/openers';
import { useLeadDialog } from './LeadDialogContext';

export interface DemoButtonProps extends Omit<ButtonProps, 'onPress' | 'children'> {
  children?: ButtonProps['children'];
}

/**
 * The 'Solicitar demo' button: opens the lead form, from the prerendered HTML of a section whose
 * code never loads (`opens`) as from a hydrated one (`onPress`, which a key press needs there).
 */
export function DemoButton({ children = 'Solicitar demo', ...props }: DemoButtonProps) {
  const { openLeadDialog } = useLeadDialog();
  return (
    <Button {...props} {...opens('lead-dialog')} onPress={openLeadDialog}>
      {children}
    </Button>
  );
}
