import { FeatureCard, FeatureGrid, Section } from '@renueva/ui';
import { home } from '../../../content/home';

const { id, eyebrow, title, intro, points } = home.whatItIs;

export default function WhatItIs() {
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro}>
      <FeatureGrid columns={3}>
        {points.map((point) => (
          <FeatureCard key={point.title} title={point.title} tone="muted">
            {point.text}
          </FeatureCard>
        ))}
      </FeatureGrid>
    </Section>
  );
}
