import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IconBolt, IconChat, IconClock, IconDevices, IconSearch, IconShield } from '../Icon/Icon';
import { Link } from '../Link/Link';
import { FeatureCard, FeatureGrid } from './FeatureGrid';

const benefits = [
  {
    icon: <IconBolt />,
    title: 'Carga en menos de un segundo',
    text: 'Una web ligera que Google premia y que tus clientes no abandonan mientras espera.',
  },
  {
    icon: <IconChat />,
    title: 'Atención las 24 horas',
    text: 'El asistente responde dudas, horarios y precios con la información real de tu negocio.',
  },
  {
    icon: <IconSearch />,
    title: 'Preparada para SEO',
    text: 'Estructura, datos enriquecidos y textos pensados para que te encuentren en tu zona.',
  },
  {
    icon: <IconDevices />,
    title: 'Perfecta en el móvil',
    text: 'Más de la mitad de tus visitas llegan desde el teléfono: allí se ve y funciona igual de bien.',
  },
  {
    icon: <IconShield />,
    title: 'Segura y con copias',
    text: 'Certificado, actualizaciones y copias de seguridad incluidas, sin que tengas que pensar en ello.',
  },
  {
    icon: <IconClock />,
    title: 'Lista en días',
    text: 'Una demo funcionando en 7 días y la web definitiva en 2 a 4 semanas.',
  },
];

/** Widest grid column count at the current viewport, read from the computed grid. */
const columnCount = (list: HTMLElement) => getComputedStyle(list).gridTemplateColumns.split(' ').length;

const expectedColumns = (lg: number) => {
  if (window.innerWidth >= 1024) return lg;
  return window.innerWidth >= 768 ? 2 : 1;
};

const meta = {
  title: 'Marketing/FeatureGrid',
  component: FeatureGrid,
  args: {
    children: benefits.map((benefit) => (
      <FeatureCard key={benefit.title} icon={benefit.icon} title={benefit.title}>
        {benefit.text}
      </FeatureCard>
    )),
  },
  argTypes: { columns: { control: 'inline-radio', options: [2, 3, 4] } },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six benefits: one column on mobile, three on desktop; every card is a list item with an `h3`. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    await expect(columnCount(list)).toBe(expectedColumns(3));
    // Cards in a row share its height.
    const [first, second] = items.map((item) => item.getBoundingClientRect());
    if (window.innerWidth >= 1024) await expect(first?.height).toBe(second?.height);
  },
};

export const TwoColumns: Story = {
  args: { columns: 2, children: meta.args.children.slice(0, 4) },
  play: async ({ canvas }) => {
    await expect(columnCount(canvas.getByRole('list'))).toBe(expectedColumns(2));
  },
};

export const FourColumns: Story = {
  args: { columns: 4, children: meta.args.children.slice(0, 4) },
  play: async ({ canvas }) => {
    await expect(columnCount(canvas.getByRole('list'))).toBe(expectedColumns(4));
  },
};

/** Cards with an action: the links line up at the bottom of each row. */
export const WithActions: Story = {
  args: {
    children: benefits.slice(0, 3).map((benefit) => (
      <FeatureCard
        key={benefit.title}
        icon={benefit.icon}
        title={benefit.title}
        action={<Link href="#como-funciona">Cómo lo hacemos</Link>}
      >
        {benefit.text}
      </FeatureCard>
    )),
  },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link', { name: 'Cómo lo hacemos' });
    await expect(links).toHaveLength(3);
    if (window.innerWidth >= 1024) {
      const bottoms = links.map((link) => Math.round(link.getBoundingClientRect().bottom));
      await expect(new Set(bottoms).size).toBe(1);
    }
  },
};

/** Muted cards with a raised shadow, for a band of the default tone; no icons. */
export const MutedWithoutIcons: Story = {
  args: {
    children: benefits.slice(0, 3).map((benefit) => (
      <FeatureCard key={benefit.title} title={benefit.title} tone="muted">
        {benefit.text}
      </FeatureCard>
    )),
  },
};

/** Under an `h3`, the card titles become `h4`. */
export const NestedHeadings: Story = {
  render: (args) => (
    <>
      <h3>Incluido en el plan</h3>
      <FeatureGrid {...args} columns={2}>
        {benefits.slice(0, 2).map((benefit) => (
          <FeatureCard key={benefit.title} icon={benefit.icon} title={benefit.title} headingLevel={4}>
            {benefit.text}
          </FeatureCard>
        ))}
      </FeatureGrid>
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(2);
  },
};
