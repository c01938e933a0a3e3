import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { waitForAnimations } from 'storybook/preview-api';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { hydrate, Prerendered } from '../../../../.storybook/prerendered';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';
import { DialogTrigger } from './DialogTrigger';

const body = within(document.body);

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'Solicita tu demo gratuita',
    description: 'Te enseñamos tu nueva web con el asistente funcionando en 7 días, sin compromiso.',
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Solicitar demo</Button>
      <Dialog {...args}>
        {({ close }) => (
          <>
            <p>Cuéntanos a qué se dedica tu negocio y te llamamos para preparar la demo:</p>
            <ul>
              <li>Una web nueva, rápida y preparada para buscadores.</li>
              <li>Un asistente que responde con la información de tu negocio.</li>
            </ul>
            <Button onPress={close}>Entendido</Button>
          </>
        )}
      </Dialog>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from its trigger: titled, described, and focus moves inside. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Solicitar demo' }));
    const dialog = await body.findByRole('dialog', { name: 'Solicita tu demo gratuita' });
    // Checked as a person sees it: once it has risen into place.
    await waitForAnimations();
    await expect(dialog).toHaveAccessibleDescription(/sin compromiso/);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeVisible();
  },
};

/** Escape closes it and focus goes back to the button that opened it. */
export const ClosesWithEscape: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Solicitar demo' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    // Focus is trapped: tabbing cycles between the dialog's own controls.
    for (let i = 0; i < 3; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The close button (and the content's own "Entendido" button) close it. */
export const ClosesWithCloseButton: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Solicitar demo' });
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A click on the backdrop, outside the panel, closes it. */
export const ClosesOnBackdropClick: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Solicitar demo' }));
    // The backdrop belongs to the <dialog> element, whose content covers the rest of it.
    await userEvent.click(await body.findByRole('dialog'));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Controlled by the page: `isOpen` and `onOpenChange`; the close button asks to close. */
export const Controlled: Story = {
  args: { isOpen: true, onOpenChange: fn() },
  render: (args) => (
    <Dialog {...args}>
      <p>Revisaremos tu web actual y te enviaremos una propuesta personalizada.</p>
    </Dialog>
  ),
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: 'Solicita tu demo gratuita' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The close button's label can be changed (here for an English page). */
export const CustomCloseLabel: Story = {
  args: {
    isOpen: true,
    title: 'Request your free demo',
    description: 'See your new website with the assistant working in 7 days.',
    labels: { close: 'Close' },
  },
  render: (args) => (
    <Dialog {...args}>
      <p>No commitment.</p>
    </Dialog>
  ),
  play: async () => {
    const close = await body.findByRole('button', { name: 'Close' });
    await waitForAnimations();
    await expect(close).toBeVisible();
  },
};

export const Small: Story = {
  args: { size: 'sm', title: '¿Salir sin guardar?', description: 'Perderás los datos que has escrito.' },
  render: (args) => (
    <Dialog {...args} isOpen>
      <Button variant="secondary">Seguir editando</Button>
    </Dialog>
  ),
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: '¿Salir sin guardar?' });
    await waitForAnimations();
    await expect(dialog).toBeVisible();
  },
};

export const Large: Story = {
  args: { size: 'lg' },
  play: Open.play,
};

const paragraphs = [
  'Analizamos tu web actual, tus servicios y las preguntas que más te hacen tus clientes.',
  'Diseñamos una web nueva, rápida y adaptada a móviles, con textos pensados para buscadores.',
  'Entrenamos al asistente con la información de tu negocio para que responda a cualquier hora.',
  'Revisamos contigo cada detalle: las revisiones son ilimitadas hasta que des tu aprobación.',
  'Publicamos la web y el asistente, y te enseñamos a consultar las métricas de uso.',
  'Si contratas el mantenimiento, nos ocupamos del soporte, las actualizaciones y las mejoras.',
  'Resolvemos las incidencias en menos de 48 horas y vigilamos que la web esté siempre en línea.',
  'Puedes pagar en un solo pago o en tres plazos sin intereses.',
];

/** Content taller than the screen scrolls inside the panel; the title and close button stay. */
export const LongContent: Story = {
  args: { title: 'Cómo trabajamos', description: 'Del primer contacto a la entrega, paso a paso.' },
  render: (args) => (
    <Dialog {...args} isOpen>
      {[...paragraphs, ...paragraphs].map((text, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static example content
        <p key={index}>{text}</p>
      ))}
    </Dialog>
  ),
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Cómo trabajamos' });
    // Measured once it has risen into place.
    await waitForAnimations();
    const rect = dialog.getBoundingClientRect();
    const scroller = dialog.querySelector('div') as HTMLElement;
    await expect(rect.top).toBeGreaterThanOrEqual(0);
    await expect(rect.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(rect.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    const heading = within(dialog).getByRole('heading', { name: 'Cómo trabajamos' });
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(heading.getBoundingClientRect().top).toBeGreaterThanOrEqual(rect.top));
    await expect(heading).toBeVisible();
    scroller.scrollTop = 0;
  },
};

function MountedWhileOpen() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Solicitar demo</Button>
      {isOpen && (
        <Dialog title="Solicita tu demo gratuita" isOpen onOpenChange={setOpen}>
          <p>Te llamamos para preparar la demo.</p>
        </Dialog>
      )}
    </>
  );
}

/** Rendered only while open, as pages often do: closing unmounts it, and focus still goes back. */
export const MountedOnlyWhileOpen: Story = {
  render: () => <MountedWhileOpen />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Solicitar demo' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Solicita tu demo gratuita' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * A `Button` anywhere on the page opens the dialog by its `id` (`opensDialog`): no state to share
 * between them. Here, rendered by React, a key opens it too.
 */
export const OpenedByItsId: Story = {
  args: { id: 'demo-dialog-by-id', onOpenChange: fn() },
  render: (args) => (
    <>
      <Button opensDialog="demo-dialog-by-id">Solicitar demo</Button>
      <Dialog {...args}>
        <p>Te llamamos para preparar la demo.</p>
      </Dialog>
    </>
  ),
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Solicitar demo' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Solicita tu demo gratuita' });
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(true));
  },
};

/**
 * What a prerendered page shows before its code loads: the dialog is in the HTML, closed, and a
 * `Button` with `opensDialog={id}` (`command="show-modal"`, see `showsDialog`) opens it in the first
 * frame after the tap, with no script. React then takes it over as it is: still open, what was typed kept, and closing it
 * tells `onOpenChange`.
 */
export const BeforeItsCodeRuns: Story = {
  args: { id: 'demo-dialog', onOpenChange: fn() },
  render: (args) => (
    <Prerendered>
      <Button opensDialog="demo-dialog">Solicitar demo</Button>
      <Dialog {...args}>
        <label>
          Nombre <input name="name" />
        </label>
      </Dialog>
    </Prerendered>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = await canvas.findByRole('button', { name: 'Solicitar demo' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Solicita tu demo gratuita' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.type(within(dialog).getByLabelText('Nombre'), 'Ana');
    await hydrate(canvasElement);
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(within(dialog).getByLabelText('Nombre')).toHaveValue('Ana');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
