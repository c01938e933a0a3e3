import { FeatureCard, FeatureGrid, Section, Stack } from '@renueva/ui';
import { home } from '../../../content/home';
import { DemoButton } from '../../../lead/DemoButton';
import { icons } from '../icons';

const { id, eyebrow, title, intro, items } = home.automation;

export default function Automation() {
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro}>
      <Stack gap="10" align="center">
        <FeatureGrid columns={4}>
          {items.map((item) => {
            const Icon = icons[item.icon];
            return (
              <FeatureCard key={item.title} icon={<Icon />} title={item.title} tone="muted">
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
