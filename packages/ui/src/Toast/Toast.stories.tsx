import type { Meta, StoryObj } from '@storybook/react-vite';
import { waitForAnimations } from 'storybook/preview-api';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { dismissToast, Toaster, type ToasterProps, type ToastOptions, toast } from './Toast';

const body = within(document.body);

interface DemoProps extends ToasterProps {
  /** The toast each button raises. */
  toasts: { button: string; options: ToastOptions }[];
}

/** A page with the toaster and buttons that raise toasts, as a site uses them. */
function Demo({ toasts, ...props }: DemoProps) {
  return (
    <>
      <Stack direction="row" gap="3" wrap>
        {toasts.map(({ button, options }) => (
          <Button key={button} variant="secondary" onPress={() => toast(options)}>
            {button}
          </Button>
        ))}
      </Stack>
      <Toaster {...props} />
    </>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: Demo,
  // Toasts live in one queue for the whole page: start every story from an empty one.
  beforeEach: () => {
    dismissToast();
    return () => dismissToast();
  },
  args: {
    toasts: [
      {
        button: 'Guardar preferencias',
        options: {
          title: 'Preferencias guardadas',
          description: 'Puedes cambiarlas cuando quieras desde el pie de página.',
          // Stays until closed here, so the screenshot never races the 5 s timer (covered by Toast.test.tsx).
          duration: Number.POSITIVE_INFINITY,
        },
      },
    ],
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A confirmation, announced politely (role `status`). */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar preferencias' }));
    const status = await body.findByRole('status');
    await expect(status).toHaveTextContent('Preferencias guardadas');
    // Checked as a person sees it: once it has slid in.
    await waitForAnimations();
    await expect(body.getByRole('region', { name: 'Notificaciones (F8)' })).toBeVisible();
    await expect(body.getByRole('button', { name: 'Cerrar notificación' })).toBeVisible();
  },
};

/** An error, announced at once (role `alert`) and drawn in the danger colour. */
export const Destructive: Story = {
  args: {
    toasts: [
      {
        button: 'Enviar solicitud',
        options: {
          title: 'No se pudo enviar la solicitud',
          description: 'Revisa tu conexión e inténtalo de nuevo en unos minutos.',
          variant: 'destructive',
          duration: Number.POSITIVE_INFINITY,
        },
      },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar solicitud' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('No se pudo enviar la solicitud');
  },
};

const undo = fn();

/** With an action: pressing it runs the action and dismisses the toast. */
export const WithAction: Story = {
  args: {
    toasts: [
      {
        button: 'Cancelar cita',
        options: {
          title: 'Cita cancelada',
          description: 'Jueves 12 a las 10:30.',
          action: { label: 'Deshacer', onPress: undo },
          duration: Number.POSITIVE_INFINITY,
        },
      },
    ],
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Cancelar cita' });
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('button', { name: 'Deshacer' }));
    await expect(undo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('status')).not.toBeInTheDocument());
    // Shown again for the screenshot.
    await userEvent.click(trigger);
    const action = await body.findByRole('button', { name: 'Deshacer' });
    await waitForAnimations();
    await expect(action).toBeVisible();
  },
};

/**
 * Buttons that raise toasts with the default 5 s duration. One toast shows at a time: the newest
 * replaces the one on screen. Resting the pointer on it pauses its countdown.
 */
export const RaisedByButtons: Story = {
  args: {
    toasts: [
      { button: 'Copiar enlace', options: { title: 'Enlace copiado' } },
      {
        button: 'Simular error',
        options: {
          title: 'Algo ha fallado',
          description: 'No hemos podido guardar los cambios.',
          variant: 'destructive',
        },
      },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar enlace' }));
    await expect(await body.findByRole('status')).toHaveTextContent('Enlace copiado');
    await userEvent.click(canvas.getByRole('button', { name: 'Simular error' }));
    const alert = await body.findByRole('alert');
    await expect(alert).toHaveTextContent('Algo ha fallado');
    await expect(body.queryByText('Enlace copiado')).not.toBeInTheDocument();
    await expect(body.getAllByRole('alertdialog')).toHaveLength(1);
    // Hovering pauses the 5 s countdown, which also keeps it for the screenshot.
    await userEvent.hover(alert);
  },
  // Captured hovered, as the play function leaves it (see .storybook/pointer.ts).
  parameters: { pointer: { role: 'alert' } },
};

/** F8 moves focus to the notifications; the region shows its focus ring. */
export const FocusWithF8: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Guardar preferencias' });
    await userEvent.click(trigger);
    await body.findByRole('status');
    await userEvent.keyboard('{F8}');
    await expect(body.getByRole('region', { name: 'Notificaciones (F8)' })).toHaveFocus();
    // Tab reaches the toast's close button, and Enter dismisses it.
    await userEvent.tab();
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Cerrar notificación' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('status')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await body.findByRole('status');
    await userEvent.keyboard('{F8}');
    await expect(body.getByRole('region', { name: 'Notificaciones (F8)' })).toHaveFocus();
  },
};

/** Labels for a page in another language. */
export const CustomLabels: Story = {
  args: {
    labels: { region: 'Notifications (F8)', close: 'Close notification' },
    toasts: [
      {
        button: 'Save',
        options: { title: 'Changes saved', duration: Number.POSITIVE_INFINITY },
      },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const region = await body.findByRole('region', { name: 'Notifications (F8)' });
    await waitForAnimations();
    await expect(region).toBeVisible();
    await expect(body.getByRole('button', { name: 'Close notification' })).toBeVisible();
  },
};
