import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { IconChat, IconMic, IconVideo } from '../Icon/Icon';
import { ShowcaseCard, ShowcaseGrid } from './ShowcaseCard';

const versions = {
  chat: {
    icon: <IconChat />,
    name: 'Asistente por chat',
    description: 'Responde por escrito en tu web a cualquier hora, con la información de tu negocio.',
    spend: 'low' as const,
    features: [
      { label: 'Métricas de conversaciones' },
      { label: 'Atiende llamadas', included: false },
      { label: 'Avatar en vídeo', included: false },
    ],
  },
  voice: {
    icon: <IconMic />,
    name: 'Asistente por voz',
    description: 'Habla con tus clientes y atiende el teléfono como lo haría tu mejor recepcionista.',
    spend: 'medium' as const,
    features: [
      { label: 'Métricas de conversaciones' },
      { label: 'Atiende llamadas' },
      { label: 'Avatar en vídeo', included: false },
    ],
  },
  avatar: {
    icon: <IconVideo />,
    name: 'Asistente con avatar',
    description: 'Una persona virtual en vídeo que recibe a tus visitas y les explica lo que ofreces.',
    spend: 'high' as const,
    features: [
      { label: 'Métricas de conversaciones', included: false },
      { label: 'Atiende llamadas', included: false },
      { label: 'Avatar en vídeo' },
    ],
  },
};

const requestDemo = fn();

const meta = {
  title: 'Marketing/ShowcaseCard',
  component: ShowcaseCard,
  args: versions.chat,
  argTypes: { spend: { control: 'inline-radio', options: ['low', 'medium', 'high'] } },
} satisfies Meta<typeof ShowcaseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const oneColumn: Story['decorators'] = [
  (Story) => (
    <div style={{ maxWidth: '24rem' }}>
      <Story />
    </div>
  ),
];

/** The spend is read as "Inversión: baja"; every feature says whether it is included. */
export const Default: Story = {
  decorators: oneColumn,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Asistente por chat' })).toBeVisible();
    await expect(canvas.getByText(/^Inversión/)).toHaveTextContent('Inversión: baja');
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Incluido: Métricas de conversaciones',
      'No incluido: Atiende llamadas',
      'No incluido: Avatar en vídeo',
    ]);
  },
};

export const MediumSpend: Story = {
  decorators: oneColumn,
  args: versions.voice,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Inversión/)).toHaveTextContent('Inversión: media');
  },
};

export const HighSpend: Story = {
  decorators: oneColumn,
  args: versions.avatar,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Inversión/)).toHaveTextContent('Inversión: alta');
  },
};

/** Recommended: accent outline and a badge. */
export const Highlighted: Story = {
  decorators: oneColumn,
  args: { ...versions.voice, highlighted: true, badge: <Badge tone="strong">Más elegido</Badge> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Más elegido')).toBeVisible();
  },
};

/** The words of the meter and the marks can be replaced. */
export const CustomLabels: Story = {
  decorators: oneColumn,
  args: {
    labels: { spend: 'Coste mensual', low: 'contenido', included: 'Sí', notIncluded: 'No' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Coste/)).toHaveTextContent('Coste mensual: contenido');
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Sí: Métricas de conversaciones');
  },
};

/** The three versions with an action each; the recommended one in the middle. */
export const Grid: Story = {
  render: () => {
    return (
      <ShowcaseGrid>
        {(['chat', 'voice', 'avatar'] as const).map((key) => (
          <ShowcaseCard
            key={key}
            {...versions[key]}
            highlighted={key === 'voice'}
            badge={key === 'voice' ? <Badge tone="strong">Más elegido</Badge> : undefined}
            action={
              <Button
                fullWidth
                variant={key === 'voice' ? 'primary' : 'secondary'}
                onPress={() => requestDemo(key)}
                aria-label={`Solicitar demo: ${versions[key].name}`}
              >
                Solicitar demo
              </Button>
            }
          />
        ))}
      </ShowcaseGrid>
    );
  },
  play: async ({ canvas }) => {
    const grid = canvas.getAllByRole('list')[0] as HTMLElement;
    await expect(grid.children).toHaveLength(3);
    await expect(within(grid).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Solicitar demo: Asistente por voz' }));
    await expect(requestDemo).toHaveBeenCalledWith('voice');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
