import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IconChat, IconClock, IconPhone } from '../Icon/Icon';
import { formatMetric, MetricCard, MetricGrid } from './MetricCard';

const meta = {
  title: 'Marketing/MetricCard',
  component: MetricCard,
  args: {
    value: 62,
    format: 'percent',
    prefix: '+',
    label: 'Consultas atendidas fuera de horario',
    context: 'Clínica dental en Valencia, primer mes con el asistente.',
  },
  argTypes: {
    format: { control: 'inline-radio', options: ['number', 'percent', 'currency', 'duration-hours'] },
  },
} satisfies Meta<typeof MetricCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A single card at the width of one grid column. */
const oneColumn: Story['decorators'] = [
  (Story) => (
    <div style={{ maxWidth: '24rem' }}>
      <Story />
    </div>
  ),
];

/** A percentage with a '+' prefix: the value is in percentage points. */
export const Default: Story = {
  decorators: oneColumn,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^\+62/)).toHaveTextContent('+62 %');
    await expect(canvas.getByText('Consultas atendidas fuera de horario')).toBeVisible();
  },
};

/** Four-digit numbers are grouped ('1.250'), as prices and figures are written in Spain. */
export const Count: Story = {
  decorators: oneColumn,
  args: {
    value: 1250,
    format: 'number',
    prefix: undefined,
    label: 'Conversaciones al mes',
    icon: <IconChat />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.250')).toBeVisible();
  },
};

export const Currency: Story = {
  decorators: oneColumn,
  args: {
    value: 1840,
    format: 'currency',
    prefix: undefined,
    label: 'Reservas generadas por el asistente',
    context: 'Restaurante familiar, media mensual del primer trimestre.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/€/)).toHaveTextContent('1.840 €');
  },
};

export const DurationHours: Story = {
  decorators: oneColumn,
  args: {
    value: 48,
    format: 'duration-hours',
    prefix: '<',
    label: 'Para resolver cualquier incidencia',
    context: 'Compromiso de soporte con mantenimiento.',
    icon: <IconClock />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/h$/)).toHaveTextContent('<48 h');
  },
};

/** A trend, with its direction read out before the text. */
export const WithTrend: Story = {
  decorators: oneColumn,
  args: { trend: { direction: 'up', label: '18 puntos más que el mes anterior' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('18 puntos más que el mes anterior')).toHaveTextContent(
      'Al alza: 18 puntos más que el mes anterior',
    );
  },
};

export const TrendDown: Story = {
  decorators: oneColumn,
  args: {
    value: 35,
    prefix: '−',
    label: 'Llamadas perdidas',
    trend: { direction: 'down', label: 'Desde que el asistente atiende el teléfono' },
    labels: { trendDown: 'Descenso:' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Desde que el asistente atiende el teléfono')).toHaveTextContent(
      'Descenso: Desde que el asistente atiende el teléfono',
    );
  },
};

/** Bars for a few periods; the last one is highlighted. The chart is an image with a text alternative. */
export const WithBars: Story = {
  decorators: oneColumn,
  args: {
    value: 31,
    format: 'number',
    prefix: undefined,
    label: 'Citas reservadas por chat esta semana',
    chart: { type: 'bars', values: [12, 18, 15, 25, 31], label: 'Citas por semana: 12, 18, 15, 25 y 31' },
  },
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('img', { name: 'Citas por semana: 12, 18, 15, 25 y 31' });
    await expect(chart.querySelectorAll('rect')).toHaveLength(5);
  },
};

export const WithLine: Story = {
  decorators: oneColumn,
  args: {
    value: 99.9,
    format: 'percent',
    prefix: undefined,
    label: 'Disponibilidad de la web',
    context: 'Media de los últimos seis meses; la gráfica muestra las visitas.',
    chart: {
      type: 'line',
      values: [820, 940, 910, 1180, 1420, 1610],
      label: 'Visitas por mes, de 820 a 1.610',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/99,9/)).toHaveTextContent('99,9 %');
    await expect(canvas.getByRole('img', { name: 'Visitas por mes, de 820 a 1.610' })).toBeVisible();
  },
};

/** The formatter on its own: the rules the cards use. */
export const Formats: Story = {
  render: () => (
    <ul>
      {[
        formatMetric(999, 'number'),
        formatMetric(1000, 'number'),
        formatMetric(12500, 'number'),
        formatMetric(4.85, 'number'),
        formatMetric(35, 'percent'),
        formatMetric(99.9, 'percent'),
        formatMetric(149, 'currency'),
        formatMetric(1000, 'currency'),
        formatMetric(12.5, 'currency'),
        formatMetric(48, 'duration-hours'),
        formatMetric(1.5, 'duration-hours'),
      ].map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const texts = canvas.getAllByRole('listitem').map((item) => item.textContent?.replace(/\s/g, ' '));
    await expect(texts).toEqual([
      '999',
      '1.000',
      '12.500',
      '4,9',
      '35 %',
      '99,9 %',
      '149 €',
      '1.000 €',
      '12,50 €',
      '48 h',
      '1,5 h',
    ]);
  },
};

/** Three use cases side by side from 1024 px. */
export const Grid: Story = {
  render: () => (
    <MetricGrid>
      <MetricCard
        icon={<IconChat />}
        value={62}
        format="percent"
        prefix="+"
        label="Consultas atendidas fuera de horario"
        context="Clínica dental, primer mes."
        chart={{ type: 'bars', values: [20, 34, 41, 62], label: 'Porcentaje por semana: 20, 34, 41 y 62' }}
      />
      <MetricCard
        icon={<IconPhone />}
        value={35}
        format="percent"
        prefix="−"
        label="Llamadas perdidas"
        context="Taller mecánico, tras dos meses con asistente de voz."
        trend={{ direction: 'down', label: 'Y sigue bajando' }}
      />
      <MetricCard
        icon={<IconClock />}
        value={1250}
        format="number"
        label="Conversaciones al mes"
        context="Academia de idiomas, en temporada de matrícula."
        chart={{
          type: 'line',
          values: [320, 410, 380, 620, 900, 1250],
          label: 'Conversaciones por mes, de 320 a 1.250',
        }}
      />
    </MetricGrid>
  ),
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
