import type { KnownPassage } from '@renueva/assistant';
import { formatPrice, instalmentAmount } from '@renueva/ui/format';
import { brand } from '../../src/content/brand';
import { company } from '../../src/content/company';
import { type ComparisonRowData, comparison } from '../../src/content/comparison';
import { faq } from '../../src/content/faq';
import { home } from '../../src/content/home';
import {
  type Inline,
  isRichText,
  type LegalBlock,
  legalDocuments,
  type RichText,
} from '../../src/content/legal';
import { companyAddress, formatDay } from '../../src/content/legal/common';
import { assistantVersions, offer } from '../../src/content/offer';
import { specialOffer } from '../../src/content/specialOffer';

/**
 * A piece of the site's content the assistant can answer with, and the page section it comes from.
 * Its id is where the passage is in the content, by the content's own identifiers, so the training
 * data can name it and a content edit that removes it fails a test instead of orphaning its examples:
 * 'faq/precio' (the FAQ item's id), 'home/beneficios/atencion-24-7' (a section's anchor and an item's
 * key, or its title's slug where it has none), 'comparacion/comparativa/plazo' (a row's id),
 * 'legal/privacidad/derechos/como-ejercerlos' (a document, a section's anchor and a subheading's
 * slug). A place that yields several passages numbers them ('…/precio-y-pago/2'). The FAQ's answers
 * were written for visitors' questions and count most, then the pages that sell the service, then
 * the legal text, which answers what nothing else does.
 */
export type Passage = KnownPassage;

const PRIORITY = { faq: 1.5, page: 1.2, legal: 1 } as const;

/** A heading as a part of an id: 'Cómo ejercerlos' is 'como-ejercerlos'. */
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A page's path as the first part of an id: '/comparacion' is 'comparacion'. */
const pageId = (path: string) => path.replace(/^\//, '');

const plain = (text: RichText): string =>
  typeof text === 'string'
    ? text
    : text
        .map((piece: Inline) =>
          typeof piece === 'string' ? piece : 'strong' in piece ? piece.strong : piece.text,
        )
        .join('');

/** A list as one sentence a person would say: 'Uno; dos; tres.' */
const sentence = (items: readonly string[]) =>
  items
    .map((item, i) => (i === items.length - 1 ? item.replace(/[.;]?$/, '.') : item.replace(/[.;]$/, '')))
    .join('; ');

/** A legal block as text: a table row reads 'first cell: the others'. */
const blockText = (block: LegalBlock): string => {
  if (isRichText(block)) return plain(block);
  if ('heading' in block) return block.heading;
  if ('list' in block) return sentence(block.list.map(plain));
  return block.table.rows
    .map(([first = '', ...rest]) => `${plain(first)}: ${rest.map(plain).join(', ').replace(/\.$/, '')}.`)
    .join(' ');
};

const setup = formatPrice(offer.plan.setupPrice);
const instalment = formatPrice(instalmentAmount(offer.plan.setupPrice, offer.instalments));
const monthly = formatPrice(offer.maintenance.monthlyPrice);

/**
 * The assistant's knowledge: every answerable piece of `site/src/content`, cut into passages the
 * size of an answer (a FAQ answer, a card, a paragraph or list of a legal page; not the comparison's
 * checklist, whose questions answer nothing). It is built from the
 * content modules themselves, which the server build bundles, so the knowledge always says what the
 * pages say: nothing here states a fact of its own (the pricing passages put the offer's constants
 * in the words the pricing cards show them).
 */
export function buildKnowledge(): Passage[] {
  const passages: Passage[] = [];
  type Draft = Omit<Passage, 'id' | 'heading' | 'priority'> & Partial<Omit<Passage, 'id'>>;
  const add = (id: string, passage: Draft) =>
    passages.push({ id, heading: passage.title, priority: PRIORITY.page, ...passage });
  /**
   * The passages of one place of the content, numbered from 1 only when there are several: the
   * paragraphs of an article's part have no id of their own, and their first words would change
   * with every edit of the copy.
   */
  const addAll = (id: string, group: Draft[]) => {
    for (const [i, passage] of group.entries()) add(group.length > 1 ? `${id}/${i + 1}` : id, passage);
  };

  for (const item of faq) {
    add(`faq/${item.id}`, {
      title: item.question,
      text: item.answer,
      href: `/#${item.id}`,
      faqQuestion: item.question,
      priority: PRIORITY.faq,
    });
  }

  const { hero, whatItIs, benefits, howItWorks, metrics, showcase, pricing, automation, finalCta } = home;
  add('home/hero', {
    title: hero.title,
    text: `${brand.description} ${hero.subtitle} ${sentence(hero.badges)}`,
    href: '/',
  });
  add(`home/${whatItIs.id}`, {
    title: `${whatItIs.eyebrow}: ${whatItIs.title}`,
    text: `${whatItIs.intro} ${whatItIs.points.map((point) => `${point.title}: ${point.text}`).join(' ')}`,
    href: `/#${whatItIs.id}`,
  });
  for (const item of benefits.items) {
    add(`home/${benefits.id}/${slug(item.title)}`, {
      title: item.title,
      text: item.text,
      href: `/#${benefits.id}`,
    });
  }
  add(`home/${howItWorks.id}`, {
    title: `${howItWorks.eyebrow}: ${howItWorks.title}`,
    text: `${howItWorks.intro} ${howItWorks.steps
      .map((step, i) => `${i + 1}. ${step.title} (${step.duration.toLowerCase()}): ${step.description}`)
      .join(' ')}`,
    href: `/#${howItWorks.id}`,
  });
  add(`home/${metrics.id}`, {
    title: `${metrics.eyebrow}: ${metrics.title}`,
    text: `${metrics.intro} ${sentence(metrics.items.map((item) => `${item.label} ${item.context}: ${item.value}${item.format === 'percent' ? ' %' : ''}`))}`,
    href: `/#${metrics.id}`,
  });
  add(`home/${showcase.id}`, {
    title: `${showcase.eyebrow}: ${showcase.title}`,
    text: showcase.intro,
    href: `/#${showcase.id}`,
  });
  for (const version of assistantVersions) {
    const card = showcase.versions[version.id];
    add(`home/${showcase.id}/${version.id}`, {
      title: version.name,
      text: `${version.name} (${version.spend.toLowerCase()}): ${card.description} Incluye: ${sentence(card.features)}`,
      href: `/#${showcase.id}`,
    });
  }
  add(`home/${pricing.id}/demo`, {
    title: pricing.demo.name,
    text: `${pricing.demo.name}: ${pricing.demo.description} ${sentence(pricing.demo.features)}`,
    href: `/#${pricing.id}`,
  });
  add(`home/${pricing.id}/premium`, {
    title: offer.plan.name,
    text: `${offer.plan.name}: ${pricing.premium.description} ${setup}, pago único, o ${offer.instalments} pagos de ${instalment} sin intereses. ${pricing.intro} Incluye: ${sentence(pricing.premium.features)}`,
    href: `/#${pricing.id}`,
  });
  add(`home/${pricing.id}/maintenance`, {
    title: pricing.maintenance.name,
    text: `${pricing.maintenance.name} (${pricing.maintenance.badge.toLowerCase()}), ${monthly} al mes: ${pricing.maintenance.description} ${sentence(pricing.maintenance.features)} ${pricing.maintenance.note}`,
    href: `/#${pricing.id}`,
  });
  add(`home/${automation.id}`, {
    title: `${automation.eyebrow}: ${automation.title}`,
    text: `${automation.intro} ${automation.items.map((item) => `${item.title}: ${item.text}`).join(' ')}`,
    href: `/#${automation.id}`,
  });
  add('home/contacto/final-cta', {
    title: finalCta.title,
    text: `${finalCta.text} ${finalCta.note}`,
    href: '/#contacto',
  });
  add('home/contacto/company', {
    title: 'Contacto',
    text: `Correo electrónico: ${company.email}; Teléfono: ${company.phone}; Domicilio: ${companyAddress}; Titular: ${company.legalName}.`,
    href: '/#contacto',
  });

  add('oferta-especial/intro', {
    title: specialOffer.title,
    text: `${specialOffer.intro} ${specialOffer.countdown.validUntil} ${formatDay(offer.specialOfferValidUntil)}. ${specialOffer.conditions.join(' ')}`,
    href: '/oferta-especial',
  });
  add('oferta-especial/included', {
    title: `${specialOffer.eyebrow}: ${specialOffer.included.title.toLowerCase()}`,
    text: `${specialOffer.included.title}: ${sentence(specialOffer.included.items)}`,
    href: '/oferta-especial',
  });

  const { overview, table, details, conclusion } = comparison;
  const article = pageId(comparison.path);
  for (const offering of comparison.offerings) {
    add(`${article}/${overview.id}/${offering.id}`, {
      title: `${overview.bestForLabel}: ${offering.name}`,
      text: `${offering.name}: ${offering.summary} ${overview.bestForLabel}: ${sentence(offering.bestFor.map((text) => text.replace(/\.$/, '')))}`,
      href: `${comparison.path}#${overview.id}`,
    });
  }
  for (const row of table.rows as readonly ComparisonRowData[]) {
    const cells = comparison.offerings.map(({ id, name }) => {
      const cell = row.cells[id];
      return `${name}: ${cell === true ? 'sí' : cell === false ? 'no' : cell}`;
    });
    add(`${article}/${table.id}/${row.id}`, {
      title: row.label,
      text: `${row.label}. ${sentence(cells)}`,
      href: `${comparison.path}#${table.id}`,
    });
  }
  for (const part of details) {
    addAll(
      `${article}/${part.id}`,
      part.paragraphs.map((paragraph) => ({
        title: part.title,
        text: plain(paragraph),
        href: `${comparison.path}#${part.id}`,
      })),
    );
  }
  // The article's introduction has no anchor of its own: it is cited with the conclusion.
  for (const [key, paragraphs] of [
    ['intro', comparison.intro],
    [conclusion.id, conclusion.paragraphs],
  ] as const) {
    addAll(
      `${article}/${key}`,
      paragraphs.map((paragraph) => ({
        title: conclusion.title,
        text: plain(paragraph),
        href: `${comparison.path}#${conclusion.id}`,
      })),
    );
  }

  // Each paragraph, list or table of a legal page is a passage, under its section's heading (and
  // subheading); a paragraph that introduces a list ('...estos derechos:') keeps its list.
  // A section's passages are named by its anchor, and those under a subheading by the subheading too.
  for (const document of legalDocuments) {
    const name = `legal/${document.path.replace(/^\/legal\//, '')}`;
    add(name, { title: document.title, text: document.intro, href: document.path, priority: PRIORITY.legal });
    for (const section of document.sections) {
      let part = { id: `${name}/${section.id}`, heading: section.title, passages: [] as Draft[] };
      const parts = [part];
      let pending: string | null = null;
      for (const block of section.blocks) {
        if (!isRichText(block) && 'heading' in block) {
          // An introduction to the subsections that follow says nothing of its own.
          pending = null;
          part = {
            id: `${name}/${section.id}/${slug(block.heading)}`,
            heading: `${section.title}: ${block.heading.toLowerCase()}`,
            passages: [],
          };
          parts.push(part);
          continue;
        }
        const text: string = pending ? `${pending} ${blockText(block)}` : blockText(block);
        pending = text.endsWith(':') ? text : null;
        if (pending === null) {
          part.passages.push({
            title: `${document.title}. ${part.heading}`,
            heading: part.heading,
            text,
            href: `${document.path}#${section.id}`,
            priority: PRIORITY.legal,
          });
        }
      }
      for (const { id, passages: group } of parts) addAll(id, group);
    }
  }

  return passages;
}
