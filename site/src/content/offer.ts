/**
 * The business constants of the offer (SPEC §1 and §9). Pages, JSON-LD, the checkout, the server's
 * order amounts and the assistant all read them from here; nothing repeats a price as a literal.
 * Every price is in euros with IVA (Spanish VAT) included.
 */
export const offer = {
  currency: 'EUR',
  /** Under every price card's price. */
  taxNote: 'IVA incluido',
  /** The Premium plan: the new website and the virtual assistant, paid once. */
  plan: { id: 'premium', name: 'Plan Premium', setupPrice: 999 },
  /** Interest-free instalments the setup price can be split into. */
  instalments: 3,
  /** Optional monthly maintenance: support, updates and occasional improvements. */
  maintenance: { monthlyPrice: 149 },
  /** The free demo: a working demo with no commitment. */
  demo: { days: 7 },
  /** How soon a demo request is answered, as the lead forms and the acknowledgement email promise. */
  leadResponse: 'en menos de 24 horas laborables',
  delivery: { minWeeks: 2, maxWeeks: 4, demoDays: 7 },
  /** The Premium offer of /oferta-especial ends at the end of this day (Spain's time zone). */
  specialOfferValidUntil: '2026-12-31',
  supportResolutionHours: 48,
  uptimePercent: 99.9,
  /**
   * The Lighthouse score every delivered site beats (mobile, each category), the one figure the hero,
   * the FAQ and the terms promise: this site measures 100 (README, "Lighthouse, measured").
   */
  lighthouseScore: 95,
} as const;

/** The three versions of the virtual assistant (SPEC §1), from the lowest spend to the highest. */
export const assistantVersions = [
  { id: 'chat', name: 'Asistente de chat', spend: 'Inversión baja', metrics: true, calls: false },
  { id: 'voice', name: 'Asistente de voz', spend: 'Inversión media', metrics: true, calls: true },
  {
    id: 'avatar',
    name: 'Asistente con avatar en vídeo',
    spend: 'Inversión alta',
    metrics: false,
    calls: false,
  },
] as const;

export type AssistantVersionId = (typeof assistantVersions)[number]['id'];
export const assistantVersionIds = assistantVersions.map((version) => version.id) as [
  AssistantVersionId,
  ...AssistantVersionId[],
];
