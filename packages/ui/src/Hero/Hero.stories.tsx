import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { IconBolt, IconDevices, IconPlay, IconSearch } from '../Icon/Icon';
import { Hero } from './Hero';
import { PhoneChatMockup } from './PhoneChatMockup';

const mockup = (
  <PhoneChatMockup
    label="Ejemplo de conversación: un cliente pregunta por una cita y el asistente virtual le responde al momento."
    title="Asistente virtual"
    status="En línea · responde al instante"
    placeholder="Escribe tu mensaje…"
    messages={[
      { from: 'assistant', text: '¡Hola! Soy el asistente de Taller Ruiz. ¿En qué puedo ayudarte?' },
      { from: 'customer', text: 'Hola, ¿abrís los sábados? Quiero pasar la ITV antes.' },
      {
        from: 'assistant',
        text: 'Sí, los sábados abrimos de 9:00 a 14:00. ¿Te reservo hueco para la revisión pre-ITV?',
      },
      { from: 'customer', text: 'Perfecto, el sábado a las 10:00.' },
      { from: 'assistant', text: 'Hecho. Te he enviado la confirmación por correo. ¡Hasta el sábado!' },
    ]}
  />
);

const meta = {
  title: 'Page chrome/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Web nueva + asistente virtual',
    title: 'Tu web, renovada y atendiendo a tus clientes 24/7',
    subtitle:
      'Rehacemos la web de tu negocio y le añadimos un asistente virtual entrenado con tu propia información. Lista en días, no en meses.',
    badges: [
      { label: 'Lighthouse > 90', icon: <IconBolt /> },
      { label: 'Diseño responsive', icon: <IconDevices /> },
      { label: 'Preparada para SEO', icon: <IconSearch /> },
    ],
    primaryAction: (
      <Button size="lg" onPress={fn()}>
        Solicitar demo
      </Button>
    ),
    secondaryAction: (
      <Button size="lg" variant="secondary" onPress={fn()}>
        <IconPlay /> Ver presentación
      </Button>
    ),
    media: mockup,
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Heading, actions, claims and the phone mockup; two columns from 1024 px. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Tu web, renovada y atendiendo a tus clientes 24/7',
    );
    await expect(
      canvas.getByRole('region', { name: 'Tu web, renovada y atendiendo a tus clientes 24/7' }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('img', { name: /Ejemplo de conversación/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Solicitar demo' }));
  },
};

/**
 * The media box is reserved before anything loads: 342 x 512 px on wide screens, never wider
 * than the column on a phone, always 342:512.
 */
export const ReservedMediaBox: Story = {
  args: { media: <div data-testid="media-placeholder" /> },
  play: async ({ canvas }) => {
    const box = canvas.getByTestId('media-placeholder').parentElement as HTMLElement;
    const { width, height } = box.getBoundingClientRect();
    await expect(Math.abs(width / height - 342 / 512)).toBeLessThan(0.005);
    if (window.innerWidth >= 1280) {
      await expect(Math.round(width)).toBe(342);
      await expect(Math.round(height)).toBe(512);
    } else {
      await expect(width).toBeLessThanOrEqual(342);
      await expect(box.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

/** Without media the copy takes the whole width. */
export const TextOnly: Story = {
  args: { media: undefined, eyebrow: undefined },
};

/** A single action and no claims. */
export const Minimal: Story = {
  args: { secondaryAction: undefined, badges: undefined },
};
