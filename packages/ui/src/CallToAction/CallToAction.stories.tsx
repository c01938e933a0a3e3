import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, LinkButton } from '../Button/Button';
import { Container } from '../Container/Container';
import { CallToAction } from './CallToAction';

const requestDemo = fn();

const meta = {
  title: 'Marketing/CallToAction',
  component: CallToAction,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Empieza hoy',
    title: 'Tu web nueva y tu asistente, funcionando en 7 días',
    text: 'Pide la demo gratuita: la preparamos con la información de tu negocio y decides después.',
    primaryAction: (
      <Button size="lg" onPress={requestDemo}>
        Solicitar demo
      </Button>
    ),
    secondaryAction: (
      <LinkButton size="lg" variant="secondary" href="#precios">
        Ver precios
      </LinkButton>
    ),
    note: 'Sin compromiso y sin tarjeta.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['inverse', 'accent'] },
    shape: { control: 'inline-radio', options: ['band', 'panel'] },
  },
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

const actionsLayout = (canvasElement: HTMLElement) => {
  const primary = canvasElement.querySelector('button') as HTMLElement;
  const secondary = canvasElement.querySelector('a') as HTMLElement;
  return { primary: primary.getBoundingClientRect(), secondary: secondary.getBoundingClientRect() };
};

/** A dark band named by its heading; on phones the actions stack at full width, side by side above. */
export const Inverse: Story = {
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Tu web nueva y tu asistente, funcionando en 7 días' });
    await expect(region).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Solicitar demo' }));
    await expect(requestDemo).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Ver precios' })).toHaveAttribute('href', '#precios');
    const { primary, secondary } = actionsLayout(canvasElement);
    if (window.innerWidth < 480) {
      await expect(secondary.top).toBeGreaterThan(primary.bottom);
      await expect(primary.width).toBe(secondary.width);
    } else {
      await expect(secondary.top).toBe(primary.top);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A light band tinted with the accent: the primary button keeps its contrast. */
export const Accent: Story = { args: { tone: 'accent' } };

/** A rounded panel inside the content column. */
export const Panel: Story = {
  args: { shape: 'panel' },
  decorators: [
    (Story) => (
      <Container style={{ paddingBlock: '2rem' }}>
        <Story />
      </Container>
    ),
  ],
};

export const AccentPanel: Story = { ...Panel, args: { shape: 'panel', tone: 'accent' } };

/** Title and one action only. */
export const Minimal: Story = {
  args: { eyebrow: undefined, text: undefined, note: undefined, secondaryAction: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};
