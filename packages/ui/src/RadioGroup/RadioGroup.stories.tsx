import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Container } from '../Container/Container';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  decorators: [
    (Story) => (
      <Container width="narrow">
        <Story />
      </Container>
    ),
  ],
  args: {
    label: '¿Qué asistente te interesa?',
    name: 'asistente',
    onChange: fn(),
    children: (
      <>
        <Radio value="chat">Chat</Radio>
        <Radio value="voz">Voz</Radio>
        <Radio value="avatar">Avatar en vídeo</Radio>
      </>
    ),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'card'] },
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One tab stop; arrow keys move the choice. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: '¿Qué asistente te interesa?' });
    await expect(group).toBeVisible();
    await userEvent.click(canvas.getByText('Chat'));
    await expect(canvas.getByRole('radio', { name: 'Chat' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Voz' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('voz');
  },
};

export const WithDescriptions: Story = {
  args: {
    description: 'Puedes cambiarlo más adelante.',
    children: (
      <>
        <Radio value="chat" description="Responde por escrito en tu web, con métricas de uso.">
          Chat
        </Radio>
        <Radio value="voz" description="Atiende llamadas y mensajes de voz, con métricas.">
          Voz
        </Radio>
        <Radio value="avatar" description="Una persona virtual que habla con tus clientes en vídeo.">
          Avatar en vídeo
        </Radio>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(
      'Puedes cambiarlo más adelante.',
    );
    await expect(canvas.getByRole('radio', { name: 'Voz' })).toHaveAccessibleDescription(
      /Atiende llamadas y mensajes de voz, con métricas\./,
    );
  },
};

export const Filled: Story = {
  args: { defaultValue: 'voz' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Voz' })).toBeChecked();
  },
};

export const Horizontal: Story = {
  args: {
    label: '¿Cómo prefieres que te contactemos?',
    name: 'contacto',
    orientation: 'horizontal',
    children: (
      <>
        <Radio value="email">Correo</Radio>
        <Radio value="telefono">Teléfono</Radio>
        <Radio value="whatsapp">WhatsApp</Radio>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Correo'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Teléfono' })).toBeChecked();
  },
};

const paymentOptions = (
  <>
    <Radio value="unico" detail="999 €" description="Un solo pago hoy, IVA incluido.">
      Pago único
    </Radio>
    <Radio value="plazos" detail="3 × 333 €" description="Tres cuotas mensuales sin intereses.">
      En 3 plazos
    </Radio>
  </>
);

/** Each option is a card; anywhere on the card, description included, selects it. */
export const Cards: Story = {
  args: {
    label: 'Forma de pago',
    name: 'pago',
    variant: 'card',
    isRequired: true,
    defaultValue: 'unico',
    children: paymentOptions,
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Pago único 999 €' })).toBeChecked();
    // Click what is really under the pointer at the description (the card's stretched label).
    const { x, y, width, height } = canvas
      .getByText('Tres cuotas mensuales sin intereses.')
      .getBoundingClientRect();
    const target = document.elementFromPoint(x + width / 2, y + height / 2) as HTMLElement;
    await userEvent.click(target);
    await expect(canvas.getByRole('radio', { name: 'En 3 plazos 3 × 333 €' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('plazos');
  },
};

export const CardsHorizontal: Story = {
  args: { ...Cards.args, orientation: 'horizontal' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('En 3 plazos'));
    await expect(canvas.getByRole('radio', { name: /En 3 plazos/ })).toBeChecked();
  },
};

/** Required: the group says so, and the asterisk is only visual. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Invalid: Story = {
  args: {
    ...Cards.args,
    defaultValue: undefined,
    isInvalid: true,
    errorMessage: 'Elige cómo quieres pagar para continuar.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Elige cómo quieres pagar para continuar.')).toBeVisible();
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(
      'Elige cómo quieres pagar para continuar.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'chat' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Voz'));
    await expect(canvas.getByRole('radio', { name: 'Chat' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** One option unavailable, the others still selectable. */
export const DisabledOption: Story = {
  args: {
    ...Cards.args,
    children: (
      <>
        <Radio value="unico" detail="999 €" description="Un solo pago hoy, IVA incluido.">
          Pago único
        </Radio>
        <Radio value="plazos" isDisabled detail="3 × 333 €" description="No disponible para este pedido.">
          En 3 plazos
        </Radio>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /En 3 plazos/ })).toBeDisabled();
  },
};
