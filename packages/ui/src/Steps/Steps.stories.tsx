import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Steps } from './Steps';

const meta = {
  title: 'Marketing/Steps',
  component: Steps,
  args: {
    items: [
      {
        title: 'Demo gratuita',
        description: 'Nos cuentas tu negocio y en una semana ves tu asistente funcionando, sin compromiso.',
        duration: '7 días',
      },
      {
        title: 'Propuesta a medida',
        description: 'Revisamos juntos la demo y te proponemos la web y el asistente que encajan contigo.',
        duration: '1 día',
      },
      {
        title: 'Desarrollo',
        description:
          'Construimos tu web nueva y entrenamos al asistente con tu información. Revisiones ilimitadas.',
        duration: '2-4 semanas',
      },
      {
        title: 'Entrega y mantenimiento',
        description: 'Publicamos la web y, si quieres, nos ocupamos del soporte y de las mejoras.',
      },
    ],
  },
  argTypes: { orientation: { control: 'inline-radio', options: ['auto', 'vertical'] } },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

const tops = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => Math.round(item.getBoundingClientRect().top));

/** A column on mobile, a row from 1024 px; each duration is announced as "Duración: 7 días". */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent(/^1Demo gratuita/);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(canvas.getByText('7 días').closest('span')).toHaveTextContent('Duración: 7 días');
    const rowTops = new Set(tops(list));
    await expect(rowTops.size).toBe(window.innerWidth >= 1024 ? 1 : 4);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Always a column, for a narrow side panel. */
export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    await expect(new Set(tops(canvas.getByRole('list'))).size).toBe(4);
  },
};

/** Three steps without durations. */
export const WithoutDurations: Story = {
  args: {
    items: meta.args.items.slice(0, 3).map(({ title, description }) => ({ title, description })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Duración:')).not.toBeInTheDocument();
  },
};

/** Overridden screen-reader label. */
export const CustomLabels: Story = {
  args: { labels: { duration: 'Tiempo estimado:' }, items: meta.args.items.slice(0, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('7 días').closest('span')).toHaveTextContent('Tiempo estimado: 7 días');
  },
};
