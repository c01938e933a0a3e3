import { business, type FaqItem, faq, type Passage, passages } from '../content';

/*
 * Every fact the page shows comes from ../content.ts, the clinic's own words. The page quotes it
 * through these helpers, which check that each quoted piece is in its passage word for word: if the
 * content changes and a quote no longer holds, the page fails loudly instead of showing a stale
 * price or hour.
 */

/**
 * The text as it is set on the page: a number keeps its unit or its next group of digits on its
 * line ('42 €', '50 %', '954 62 18 47'), with a no-break space instead of the space between them.
 */
export const typeset = (text: string) => text.replace(/(\d) (?=[\d€%]|m²)/g, '$1\u00A0');

const passageById = new Map(passages.map((passage) => [passage.id, passage]));
const faqById = new Map(faq.map((item) => [item.id, item]));

/** The passage as content.ts has it. */
function raw(id: string): Passage {
  const found = passageById.get(id);
  if (!found) throw new Error(`content.ts has no passage "${id}"`);
  return found;
}

/** The passage with this id, typeset. */
export function passage(id: string): Passage {
  const { title, text } = raw(id);
  return { id, title: typeset(title), text: typeset(text) };
}

/** The FAQ item with this id, typeset. */
export function faqItem(id: string): FaqItem {
  const found = faqById.get(id);
  if (!found) throw new Error(`content.ts has no FAQ item "${id}"`);
  return { id, question: typeset(found.question), answer: typeset(found.answer) };
}

/** Every FAQ item, typeset, in order. */
export const questions: FaqItem[] = faq.map(({ id }) => faqItem(id));

/** `text`, typeset, after checking that the passage says it word for word. */
export function quote(id: string, text: string): string {
  if (!raw(id).text.includes(text)) throw new Error(`Passage "${id}" does not say "${text}"`);
  return typeset(text);
}

/** An amount in euros, after checking that the passage states it ('195 €'). */
export function euros(id: string, amount: number): number {
  quote(id, `${amount} €`);
  return amount;
}

/** The passage's sentences, in order. */
export function sentences(id: string): string[] {
  return passage(id).text.split(/(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÑ¿¡«])/);
}

/** The passage's sentence at `index` (negative counts from the end). */
export function sentence(id: string, index: number): string {
  const found = sentences(id).at(index);
  if (found === undefined) throw new Error(`Passage "${id}" has no sentence ${index}`);
  return found;
}

/** The text with its first letter in upper case, for a quote used as a label. */
export const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase('es-ES') + text.slice(1);

/** The WhatsApp number, as the clinic writes it ('644 31 27 95'), from how to book. */
const whatsappNumber = /WhatsApp en el (\d[\d ]*\d)/.exec(raw('pedir-cita').text)?.[1];
if (!whatsappNumber) throw new Error('Passage "pedir-cita" gives no WhatsApp number');

/** Spanish numbers, dialled from anywhere: '954 62 18 47' → '+34954621847'. */
const international = (number: string) => `+34${number.replace(/\D/g, '')}`;

export const contact = {
  name: business.name,
  address: business.address,
  phone: typeset(business.phone),
  phoneHref: `tel:${international(business.phone)}`,
  whatsapp: typeset(whatsappNumber),
  whatsappHref: `https://wa.me/${international(whatsappNumber).slice(1)}`,
  email: business.email,
  emailHref: `mailto:${business.email}`,
  mapHref: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(business.address)}`,
};

export { business };
