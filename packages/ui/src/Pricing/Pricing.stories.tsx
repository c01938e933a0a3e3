import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Button, LinkButton } from '../Button/Button';
import { AddOnCard, PricingCard, PricingTable } from './Pricing';

/** Text content with the non-breaking spaces Intl puts before '€' turned into plain spaces. */
const plain = (element: Element | null | undefined) => element?.textContent?.replace(/\s/g, ' ');

const premiumFeatures = [
  { label: 'Web nueva, rápida y preparada para SEO' },
  { label: 'Asistente virtual entrenado con tu información' },
  { label: 'Revisiones ilimitadas hasta tu aprobación' },
  { label: 'Entrega en 2 a 4 semanas' },
];

const demo = (
  <PricingCard
    name="Demo gratuita"
    description="Prueba el asistente con la información de tu negocio antes de decidir."
    price={0}
    taxNote="7 días, sin compromiso"
    features={[
      { label: 'Asistente funcionando en 7 días' },
      { label: 'Sin tarjeta ni permanencia' },
      { label: 'Web nueva', included: false },
    ]}
    action={
      <Button variant="secondary" fullWidth>
        Solicitar demo
      </Button>
    }
  />
);

const premium = (
  <PricingCard
    name="Plan Premium"
    description="Tu web nueva y tu asistente virtual, listos para trabajar."
    price={999}
    period="one-time"
    taxNote="IVA incluido"
    instalments={3}
    highlighted
    badge={<Badge tone="strong">Más elegido</Badge>}
    features={premiumFeatures}
    action={
      <LinkButton href="#checkout" fullWidth>
        Quiero mi nueva web
      </LinkButton>
    }
  />
);

const maintenance = (
  <AddOnCard
    name="Mantenimiento"
    badge={<Badge tone="accent">Opcional</Badge>}
    description="Nos ocupamos de que todo siga funcionando mientras tú atiendes tu negocio."
    price={149}
    taxNote="IVA incluido"
    features={[
      { label: 'Soporte con respuesta en menos de 48 h' },
      { label: 'Actualizaciones y copias de seguridad' },
      { label: 'Mejoras puntuales cuando las necesites' },
    ]}
    note="El coste de las herramientas según su uso se factura aparte."
    action={
      <Button variant="secondary" fullWidth>
        Añadir mantenimiento
      </Button>
    }
  />
);

const meta = {
  title: 'Marketing/Pricing',
  component: PricingCard,
  args: {
    name: 'Plan Premium',
    description: 'Tu web nueva y tu asistente virtual, listos para trabajar.',
    price: 999,
    period: 'one-time',
    taxNote: 'IVA incluido',
    instalments: 3,
    features: premiumFeatures,
    action: (
      <LinkButton href="#checkout" fullWidth>
        Quiero mi nueva web
      </LinkButton>
    ),
  },
  argTypes: { period: { control: 'inline-radio', options: ['one-time', 'month', undefined] } },
} satisfies Meta<typeof PricingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const oneColumn: Story['decorators'] = [
  (Story) => (
    <div style={{ maxWidth: '26rem', paddingTop: '1rem' }}>
      <Story />
    </div>
  ),
];

/** 999 is written '999 €', paid once, VAT included, or in 3 interest-free payments of 333 €. */
export const OneTime: Story = {
  decorators: oneColumn,
  play: async ({ canvas }) => {
    await expect(plain(canvas.getByText(/^999/).closest('p'))).toBe('999 € pago único');
    await expect(canvas.getByText('IVA incluido')).toBeVisible();
    await expect(plain(canvas.getByText(/pagos de/))).toBe('o 3 pagos de 333 € sin intereses');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Plan Premium' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(
      'Incluido: Web nueva, rápida y preparada para SEO',
    );
  },
};

/** A monthly price shows '/mes' and is read 'al mes'. */
export const Monthly: Story = {
  decorators: oneColumn,
  args: {
    name: 'Mantenimiento',
    description: 'Soporte, actualizaciones y mejoras puntuales.',
    price: 149,
    period: 'month',
    instalments: undefined,
    features: premiumFeatures.slice(0, 2),
  },
  play: async ({ canvas }) => {
    const line = canvas.getByText(/^149/).closest('p');
    await expect(plain(line?.querySelector('span'))).toBe('149 €');
    await expect(canvas.getByText('/mes')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('al mes')).toBeInTheDocument();
    await expect(canvas.queryByText(/pagos de/)).not.toBeInTheDocument();
  },
};

/** A price of 0 reads 'Gratis'; the tax note can carry another short line. */
export const Free: Story = {
  decorators: oneColumn,
  args: {
    name: 'Demo gratuita',
    description: 'Prueba el asistente con la información de tu negocio antes de decidir.',
    price: 0,
    period: undefined,
    taxNote: '7 días, sin compromiso',
    features: [{ label: 'Asistente funcionando en 7 días' }, { label: 'Web nueva', included: false }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Gratis')).toBeVisible();
    await expect(canvas.queryByText(/pagos de/)).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')[1]).toHaveTextContent('No incluido: Web nueva');
  },
};

/** Recommended: accent outline and a badge on the top edge. */
export const Highlighted: Story = {
  decorators: oneColumn,
  args: { highlighted: true, badge: <Badge tone="strong">Más elegido</Badge> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Más elegido')).toBeVisible();
  },
};

/** Amounts that are not whole keep two decimals; the instalment is rounded to the cent. */
export const UnevenInstalments: Story = {
  decorators: oneColumn,
  args: { price: 1000, instalments: 3, taxNote: null },
  play: async ({ canvas }) => {
    await expect(plain(canvas.getByText(/^1\.000/))).toBe('1.000 €');
    await expect(plain(canvas.getByText(/pagos de/))).toBe('o 3 pagos de 333,33 € sin intereses');
    await expect(canvas.queryByText('IVA incluido')).not.toBeInTheDocument();
  },
};

/** Every built-in word can be replaced. */
export const CustomLabels: Story = {
  decorators: oneColumn,
  args: {
    taxNote: 'Impuestos incluidos',
    labels: {
      oneTime: 'una sola vez',
      instalments: (count, amount) => `o en ${count} cuotas de ${amount}`,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('una sola vez')).toBeVisible();
    await expect(plain(canvas.getByText(/cuotas/))).toBe('o en 3 cuotas de 333 €');
  },
};

/** The optional add-on: wide on desktop, stacked on phones; '149 € /mes'. */
export const AddOn: StoryObj<typeof AddOnCard> = {
  render: () => maintenance,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Mantenimiento' })).toBeVisible();
    await expect(plain(canvas.getByText(/^149/))).toBe('149 €');
    await expect(canvas.getByText('/mes')).toBeVisible();
    await expect(canvas.getByText('IVA incluido')).toBeVisible();
  },
};

/** The spec's offer: the free demo and the plan side by side from 1024 px, the add-on below. */
export const Table: StoryObj<typeof PricingTable> = {
  render: () => (
    <PricingTable addOn={maintenance}>
      {demo}
      {premium}
    </PricingTable>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plans = canvas.getAllByRole('list')[0] as HTMLElement;
    await expect(plans.children).toHaveLength(2);
    const [first, second] = [...plans.children].map((plan) => plan.getBoundingClientRect());
    if (window.innerWidth >= 1024) await expect(first?.top).toBe(second?.top);
    else await expect(second?.top).toBeGreaterThan(first?.bottom ?? 0);
    await expect(plain(canvas.getByText(/pagos de/))).toBe('o 3 pagos de 333 € sin intereses');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Three plans share the row. */
export const ThreePlans: StoryObj<typeof PricingTable> = {
  render: () => (
    <PricingTable>
      {demo}
      {premium}
      <PricingCard
        name="Plan Premium con voz"
        description="Todo lo del Plan Premium y un asistente que atiende el teléfono."
        price={1499}
        period="one-time"
        taxNote="IVA incluido"
        instalments={3}
        features={[...premiumFeatures.slice(0, 2), { label: 'Atiende llamadas' }]}
        action={
          <Button variant="secondary" fullWidth>
            Solicitar demo
          </Button>
        }
      />
    </PricingTable>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(plain(canvas.getByText(/^1\.499/))).toBe('1.499 €');
    await expect(plain(canvas.getByText(/pagos de 499,67/))).toBe('o 3 pagos de 499,67 € sin intereses');
  },
};
