import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Link } from '../Link/Link';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: {
    children: 'Quiero recibir novedades y consejos para mi negocio',
    name: 'novedades',
    onChange: fn(),
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole label is the target: clicking the text ticks the box. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', {
      name: 'Quiero recibir novedades y consejos para mi negocio',
    });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText('Quiero recibir novedades y consejos para mi negocio'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    // Space toggles it back from the keyboard.
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
  },
};

export const Filled: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: {
    children: 'Quiero la versión con voz',
    name: 'voz',
    description: 'Tus clientes podrán hablar con el asistente por teléfono.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Quiero la versión con voz' }),
    ).toHaveAccessibleDescription('Tus clientes podrán hablar con el asistente por teléfono.');
  },
};

/**
 * The privacy consent of a lead form: required, with a link in the label. Following the link does
 * not tick the box; the asterisk is visual only.
 */
export const RequiredWithLink: Story = {
  args: {
    name: 'privacidad',
    isRequired: true,
    children: (
      <>
        He leído y acepto la <Link href="#politica-de-privacidad">política de privacidad</Link>
      </>
    ),
  },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'He leído y acepto la política de privacidad' });
    await expect(checkbox).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    // A native click (Testing Library's user-event would also "click" the label, which browsers do
    // not do for links inside labels; Checkbox.test.tsx checks real pointer clicks too). Storybook's
    // canvas has <base target="_parent">: keep the in-page navigation inside the canvas.
    const link = canvas.getByRole('link', { name: 'política de privacidad' }) as HTMLAnchorElement;
    link.target = '_self';
    link.click();
    await expect(window.location.hash).toBe('#politica-de-privacidad');
    history.replaceState(null, '', window.location.pathname + window.location.search);
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByText(/He leído y acepto la/));
    await expect(checkbox).toBeChecked();
  },
};

/** Unticking a required box shows why it is needed, in Spanish, linked to the checkbox. */
export const Invalid: Story = {
  args: {
    name: 'privacidad',
    isRequired: true,
    defaultSelected: true,
    children: (
      <>
        He leído y acepto la <Link href="#politica-de-privacidad">política de privacidad</Link>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'He leído y acepto la política de privacidad' });
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
    const message = await canvas.findByText('Marca esta casilla para continuar.');
    await expect(message).toBeVisible();
    await expect(checkbox).toHaveAccessibleDescription('Marca esta casilla para continuar.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true, children: 'Incluir mantenimiento mensual' },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Incluir mantenimiento mensual' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('Incluir mantenimiento mensual'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
