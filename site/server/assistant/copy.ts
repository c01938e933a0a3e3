import { brand } from '../../src/content/brand';
import { company } from '../../src/content/company';
import { faq } from '../../src/content/faq';
import type { ChatAction } from '../../src/schemas/chat';
import { CHECKOUT_CTA } from '../../src/shell/navigation';

/** The assistant's own words, in Spanish: everything it says that is not a passage of the site's content. */
export const assistantCopy = {
  greeting: `¡Hola! Soy el asistente virtual de ${brand.name}. Pregúntame lo que quieras sobre tu nueva web, el asistente, los precios, los plazos o la demo gratuita.`,
  thanks: '¡A ti! Si te surge cualquier otra duda, pregúntame.',
  declined: `No tengo esa información, y prefiero no inventármela. Escríbenos a ${company.email} y te respondemos nosotros.`,
} as const;

export const actions = {
  demo: { kind: 'demo', label: 'Solicitar demo' },
  checkout: { kind: 'checkout', label: CHECKOUT_CTA, href: '/checkout' },
  contact: { kind: 'contact', label: `Escribir a ${company.email}`, href: `mailto:${company.email}` },
} as const satisfies Record<string, ChatAction>;

const faqQuestion = (id: string) => faq.find((item) => item.id === id)?.question ?? '';

/** What to ask next when the answer suggests nothing better: the FAQ's questions most visitors start with. */
export const defaultSuggestions = ['precio', 'demo', 'versiones', 'plazos'].map(faqQuestion).filter(Boolean);
