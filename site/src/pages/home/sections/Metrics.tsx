import { MetricCard, MetricGrid, Section } from '@renueva/ui';
import { home } from '../../../content/home';

const { id, eyebrow, title, intro, items } = home.metrics;

export default function Metrics() {
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro} tone="muted">
      <MetricGrid columns={4}>
        {items.map((item) => (
          <MetricCard
            key={item.label}
            value={item.value}
            format={item.format}
            label={item.label}
            context={item.context}
            {...('chart' in item && { chart: { ...item.chart, values: [...item.chart.values] } })}
          />
        ))}
      </MetricGrid>
    </Section>
  );
}
