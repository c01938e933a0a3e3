import { FAQ, Section } from '@renueva/ui';
import { faq } from '../../../content/faq';
import { home } from '../../../content/home';

const { id, eyebrow, title } = home.faq;

export default function Faq() {
  return (
    <Section id={id} eyebrow={eyebrow} title={title} tone="muted" width="narrow">
      <FAQ items={faq} followHash />
    </Section>
  );
}
