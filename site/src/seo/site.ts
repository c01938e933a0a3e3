import { brand } from '../content/brand';
import { company } from '../content/company';

/** The absolute URL of a path of the site ('/comparacion' → 'https://renueva.es/comparacion'). */
export const absoluteUrl = (path: string) => `${company.siteOrigin}${path}`;

/** The link-preview image every page shares, made by scripts/og-image.ts. */
export const ogImage = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: `Logotipo de ${brand.name} y el lema «${brand.tagline}», junto a una conversación de ejemplo con el asistente virtual`,
} as const;

/** The square logo search engines show for the organization, made by scripts/og-image.ts. */
export const logoImage = { path: '/logo.png', size: 512 } as const;
