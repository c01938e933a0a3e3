/** The five in-page links of the navigation bar (SPEC §2), reused by the footer. */
export const sectionLinks = [
  { id: 'beneficios', label: 'Beneficios' },
  { id: 'como-funciona', label: 'Cómo funciona' },
  { id: 'precios', label: 'Precios' },
  { id: 'preguntas', label: 'Preguntas' },
  { id: 'contacto', label: 'Contacto' },
] as const;

/** `#id` on the landing page itself (smooth scroll), `/#id` from any other page. */
export const sectionHref = (id: string, onHome: boolean) => (onHome ? `#${id}` : `/#${id}`);

export const CHECKOUT_CTA = 'Quiero mi nueva web + asistente virtual';
