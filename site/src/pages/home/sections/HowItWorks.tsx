import { Section, Steps } from '@renueva/ui';
import { home } from '../../../content/home';

const { id, eyebrow, title, intro, steps } = home.howItWorks;

export default function HowItWorks() {
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro}>
      <Steps items={steps.map((step) => ({ ...step, id: step.title }))} />
    </Section>
  );
}
