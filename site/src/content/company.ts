/**
 * Who runs the site: the identification the legal pages, the footer and the Organization JSON-LD
 * state. EXAMPLE VALUES: replace every field marked `example` with the real company's data before
 * going live (the tax id below is a made-up CIF with a valid control character).
 */
export const company = {
  /** The public origin of the site, used for canonical URLs, Open Graph, JSON-LD and the sitemap. */
  siteOrigin: 'https://renueva.es',
  /** example */
  legalName: 'Renueva Digital S.L.',
  /** example */
  taxId: 'B12345674',
  /** example */
  address: {
    street: 'Calle de Alcalá, 123, 2.º B',
    postalCode: '28009',
    locality: 'Madrid',
    region: 'Madrid',
    country: 'ES',
  },
  /** example */
  registry: 'Registro Mercantil de Madrid, tomo 12345, folio 67, hoja M-123456',
  /** example */
  email: 'hola@renueva.es',
  /** example */
  privacyEmail: 'privacidad@renueva.es',
  /** example */
  phone: '+34 910 000 000',
} as const;
