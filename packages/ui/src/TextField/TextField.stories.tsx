import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Container } from '../Container/Container';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  decorators: [
    (Story) => (
      <Container width="narrow">
        <Story />
      </Container>
    ),
  ],
  args: {
    label: 'Nombre',
    name: 'nombre',
    autoComplete: 'name',
    onChange: fn(),
  },
  argTypes: {
    type: { control: 'inline-radio', options: ['text', 'email', 'tel', 'url', 'password', 'search'] },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label stays visible above the input; typing reports each change. */
export const Default: Story = {
  args: { placeholder: 'Ana García' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre' });
    await expect(canvas.getByText('Nombre')).toBeVisible();
    await userEvent.type(input, 'Lucía');
    await expect(input).toHaveValue('Lucía');
    await expect(args.onChange).toHaveBeenLastCalledWith('Lucía');
    // A primary control: at least 44 px tall.
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** A description between label and input, read out with the field. */
export const WithDescription: Story = {
  args: {
    label: 'Web actual',
    name: 'web',
    type: 'url',
    autoComplete: 'url',
    placeholder: 'https://tunegocio.es',
    description: 'Si aún no tienes web, déjala en blanco.',
    labelHint: '(opcional)',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Web actual (opcional)' });
    await expect(input).toHaveAccessibleDescription('Si aún no tienes web, déjala en blanco.');
    await expect(input).not.toBeRequired();
  },
};

export const Filled: Story = {
  args: {
    label: 'Correo electrónico',
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    defaultValue: 'lucia@panaderialucia.es',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Correo electrónico' });
    await expect(input).toHaveValue('lucia@panaderialucia.es');
    await expect(input).toHaveAttribute('type', 'email');
  },
};

/** The asterisk is visual only: the accessible name stays "Nombre" and the input is required. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre' });
    await expect(input).toBeRequired();
    const mark = canvas.getByText('*');
    await expect(mark).toBeVisible();
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The browser's own e-mail check, worded in Spanish, shown when the user leaves the field. */
export const InvalidEmail: Story = {
  args: {
    label: 'Correo electrónico',
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    isRequired: true,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Correo electrónico' });
    await userEvent.type(input, 'lucia@');
    await userEvent.tab();
    const message = 'Introduce un correo electrónico válido.';
    await expect(await canvas.findByText(message)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(message);
    // Fixing it clears the message when the user leaves the field again...
    await userEvent.type(input, 'panaderialucia.es');
    await userEvent.tab();
    await expect(canvas.queryByText(message)).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute('aria-invalid');
    // ...and emptying a required field says so.
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(await canvas.findByText('Este campo es obligatorio.')).toBeVisible();
  },
};

/** Invalid from outside (for example after checking with the server), with its own message. */
export const Invalid: Story = {
  args: {
    label: 'Teléfono',
    name: 'telefono',
    type: 'tel',
    autoComplete: 'tel',
    defaultValue: '6001',
    isInvalid: true,
    errorMessage: 'Escribe un teléfono de 9 cifras, por ejemplo 600 123 456.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Teléfono' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Escribe un teléfono de 9 cifras, por ejemplo 600 123 456.',
    );
  },
};

export const Disabled: Story = {
  args: { label: 'Empresa', name: 'empresa', defaultValue: 'Panadería Lucía', isDisabled: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Empresa' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Panadería Lucía');
  },
};
