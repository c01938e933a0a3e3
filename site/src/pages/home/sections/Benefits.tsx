import { FeatureCard, FeatureGrid, Section, Stack } from '@renueva/ui';
import { home } from '../../../content/home';
import { DemoButton } from '../../../lead/DemoButton';
import { icons } from '../icons';

const { id, eyebrow, title, intro, items } = home.benefits;

export default function Benefits() {
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro} tone="muted">
      <Stack gap="10" align="center">
        <FeatureGrid columns={3}>
          {items.map((item) => {
            const Icon = icons[item.icon];
            return (
              <FeatureCard key={item.title} icon={<Icon />} title={item.title}>
                {item.text}
              </FeatureCard>
            );
          })}
        </FeatureGrid>
        <DemoButton size="lg" />
      </Stack>
    </Section>
  );
}
