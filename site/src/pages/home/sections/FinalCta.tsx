import { CallToAction, LinkButton } from '@renueva/ui';
import { home } from '../../../content/home';
import { DemoButton } from '../../../lead/DemoButton';
import { CHECKOUT_CTA } from '../../../shell/navigation';

const { title, text, note } = home.finalCta;

export default function FinalCta() {
  return (
    <CallToAction
      title={title}
      text={text}
      note={note}
      primaryAction={<DemoButton size="lg" />}
      secondaryAction={
        <LinkButton href="/checkout" variant="secondary" size="lg">
          {CHECKOUT_CTA}
        </LinkButton>
      }
    />
  );
}
