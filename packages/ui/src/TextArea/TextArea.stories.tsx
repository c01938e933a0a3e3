import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Container } from '../Container/Container';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  decorators: [
    (Story) => (
      <Container width="narrow">
        <Story />
      </Container>
    ),
  ],
  args: {
    label: 'Mensaje',
    name: 'mensaje',
    placeholder: 'Cuéntanos qué hace tu negocio y qué esperas de tu nueva web.',
    onChange: fn(),
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Mensaje' });
    await userEvent.type(area, 'Tengo una clínica dental en Valencia.');
    await expect(area).toHaveValue('Tengo una clínica dental en Valencia.');
    await expect(args.onChange).toHaveBeenLastCalledWith('Tengo una clínica dental en Valencia.');
  },
};

/**
 * With `maxLength`: a visible counter, the limit read with the description, and the characters left
 * announced politely once the user pauses typing.
 */
export const WithCounter: Story = {
  args: {
    maxLength: 280,
    labelHint: '(opcional)',
    description: 'Lo leerá la persona que prepare tu demo.',
  },
  play: async ({ canvas, canvasElement }) => {
    const area = canvas.getByRole('textbox', { name: 'Mensaje (opcional)' });
    await expect(area).toHaveAccessibleDescription(
      'Lo leerá la persona que prepare tu demo. Máximo 280 caracteres.',
    );
    await expect(canvas.getByText('0/280')).toBeVisible();
    await userEvent.type(area, 'Quiero reservas online.');
    await expect(canvas.getByText('23/280')).toBeVisible();
    const live = canvasElement.querySelector('[aria-live="polite"]');
    await waitFor(() => expect(live).toHaveTextContent('Quedan 257 caracteres.'), { timeout: 3000 });
  },
};

/** At the limit the browser stops typing and the counter turns strong. */
export const Filled: Story = {
  args: {
    maxLength: 120,
    defaultValue:
      'Somos una panadería de barrio con obrador propio. Queremos pedidos por WhatsApp y que el asistente conteste horarios.',
  },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Mensaje' });
    await expect(canvas.getByText('117/120')).toBeVisible();
    await userEvent.type(area, ' Gracias, hasta pronto.');
    await expect((area as HTMLTextAreaElement).value).toHaveLength(120);
    await expect(canvas.getByText('120/120')).toHaveAttribute('data-at-limit', 'true');
  },
};

/** Required: emptying it and leaving shows the Spanish message under the area. */
export const Required: Story = {
  args: { isRequired: true, defaultValue: 'Hola' },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Mensaje' });
    await expect(area).toBeRequired();
    await userEvent.clear(area);
    await userEvent.tab();
    await expect(await canvas.findByText('Este campo es obligatorio.')).toBeVisible();
    await expect(area).toHaveAccessibleDescription('Este campo es obligatorio.');
  },
};

export const Invalid: Story = {
  args: {
    minLength: 20,
    maxLength: 500,
    defaultValue: 'Web nueva',
    isInvalid: true,
    errorMessage: 'Escribe al menos 20 caracteres para que podamos preparar tu demo.',
  },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Mensaje' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(/Escribe al menos 20 caracteres/)).toBeVisible();
    await expect(canvas.getByText('9/500')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Solicitud enviada el lunes.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Mensaje' })).toBeDisabled();
  },
};
