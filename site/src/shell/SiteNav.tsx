import { Link, LinkButton, NavBar } from '@renueva/ui';
import { brand } from '../content/brand';
import { DemoButton } from '../lead/DemoButton';
import { CHECKOUT_CTA, sectionHref, sectionLinks } from './navigation';

/**
 * The sticky bar: the brand (a link to the home page), the five section links, 'Solicitar demo' and
 * the checkout call to action.
 */
export function SiteNav({ onHome }: { onHome: boolean }) {
  return (
    <NavBar
      brand={<Link href="/">{brand.name}</Link>}
      links={sectionLinks.map(({ id, label }) => ({ href: sectionHref(id, onHome), label }))}
      action={<DemoButton variant="secondary" size="sm" />}
      cta={
        <LinkButton href="/checkout" size="sm">
          {CHECKOUT_CTA}
        </LinkButton>
      }
    />
  );
}
