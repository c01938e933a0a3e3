import { Footer } from '@renueva/ui';
import { brand } from '../content/brand';
import { buildDate } from '../content/build';
import { company } from '../content/company';
import { sectionHref, sectionLinks } from './navigation';

const legalLinks = [
  { href: '/legal/privacidad', label: 'Privacidad' },
  { href: '/legal/cookies', label: 'Cookies' },
  { href: '/legal/terminos', label: 'Términos' },
  { href: '/legal/aviso-legal', label: 'Aviso legal' },
];

/**
 * The footer, with the #contacto anchor the navigation points to. Its "Configurar cookies" has no
 * React handler: the prerendered cookie banner's script opens the preferences from it, before and
 * after the footer hydrates (shell/cookiePrompt.ts).
 */
export function SiteFooter({ onHome }: { onHome: boolean }) {
  return (
    <Footer
      id="contacto"
      brand={brand.name}
      description={brand.description}
      columns={[
        {
          title: 'Servicio',
          links: sectionLinks
            .filter(({ id }) => id !== 'contacto')
            .map(({ id, label }) => ({ href: sectionHref(id, onHome), label })),
        },
        {
          title: 'Descubre',
          links: [
            { href: '/oferta-especial', label: 'Oferta especial' },
            { href: '/comparacion', label: 'Renueva frente a agencias y freelancers' },
            { href: '/checkout', label: 'Contratar' },
          ],
        },
        {
          title: 'Contacto',
          links: [
            { href: `mailto:${company.email}`, label: company.email },
            { href: `tel:${company.phone.replace(/\s/g, '')}`, label: company.phone },
          ],
        },
      ]}
      legalLinks={legalLinks}
      copyright={`© ${buildDate.slice(0, 4)} ${company.legalName}`}
      showCookieSettings
    />
  );
}
