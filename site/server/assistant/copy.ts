import { brand } from '../../src/content/brand';
import { company } from '../../src/content/company';
import { faq } from '../../src/content/faq';
import type { ChatAction } from '../../src/schemas/chat';
import { CHECKOUT_CTA } from '../../src/shell/navigation';
import type { DeclineKind } from './intents';

/** The assistant's own words, in Spanish: everything it says that is not a passage of the site's content. */
export const assistantCopy = {
  greeting: `¡Hola! Soy el asistente virtual de ${brand.name}. Pregúntame lo que quieras sobre tu nueva web, el asistente, los precios, los plazos o la demo gratuita.`,
  thanks: '¡A ti! Si te surge cualquier otra duda, pregúntame.',
  clarify: 'Quiero asegurarme de entenderte bien: ¿te refieres a alguna de estas preguntas?',
} as const;

/**
 * What the assistant says to what the site does not answer, by kind (intents/outOfScope.ts): the
 * words, the next step, and the topics (by intent) it offers instead.
 */
export const declines: Record<
  DeclineKind,
  { answer: string; action: keyof typeof actions | null; instead: string[] }
> = {
  unstated: {
    answer: `No tengo esa información, y prefiero no inventármela. Escríbenos a ${company.email} y te respondemos nosotros.`,
    action: 'contact',
    instead: ['price', 'demo', 'delivery'],
  },
  service: {
    answer: `Eso no lo hacemos. Lo nuestro es rehacer la web de tu negocio y ponerle un asistente virtual que atiende a tus clientes con tu propia información. Si te encaja, te preparamos una demo gratuita para que lo veas funcionando.`,
    action: 'demo',
    instead: ['plan_includes', 'assistant_what', 'demo'],
  },
  othersPrices: {
    answer:
      'No conozco las tarifas de otras empresas, y prefiero no darte una cifra que no sea cierta. Lo que sí puedo contarte es lo que cuesta lo nuestro y en qué se diferencia de una agencia o de un freelance.',
    action: null,
    instead: ['price', 'comparison_agency', 'comparison_freelance'],
  },
  advice: {
    answer:
      'En temas legales o fiscales de tu negocio no puedo asesorarte: para eso, lo mejor es tu gestoría o un abogado. Lo que sí puedo contarte es todo lo de tu nueva web y su asistente.',
    action: null,
    instead: ['what_is', 'customer_data', 'price'],
  },
  general: {
    answer: `Ahí no puedo ayudarte: solo sé de ${brand.name}, de la web que te hacemos y de su asistente virtual. Pregúntame por el precio, los plazos o la demo gratuita.`,
    action: null,
    instead: ['price', 'delivery', 'demo'],
  },
};

export const actions = {
  demo: { kind: 'demo', label: 'Solicitar demo' },
  checkout: { kind: 'checkout', label: CHECKOUT_CTA, href: '/checkout' },
  contact: { kind: 'contact', label: `Escribir a ${company.email}`, href: `mailto:${company.email}` },
} as const satisfies Record<string, ChatAction>;

const faqQuestion = (id: string) => faq.find((item) => item.id === id)?.question ?? '';

/** What to ask next when the answer suggests nothing better: the FAQ's questions most visitors start with. */
export const defaultSuggestions = ['precio', 'demo', 'versiones', 'plazos'].map(faqQuestion).filter(Boolean);
