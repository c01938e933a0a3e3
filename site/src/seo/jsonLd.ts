/**
 * The JSON-LD of each page type (SPEC §3): Organization on every page, FAQPage on the landing page, Service
 * with its offers on the landing and special-offer pages, Article on the legal pages and a comparison Article.
 * Every fact comes from site/src/content, so the structured data says what the visible page says.
 */
import type { Article, FAQPage, Graph, Offer, Organization, Service, Thing } from 'schema-dts';
import { brand } from '../content/brand';
import { company } from '../content/company';
import { offer } from '../content/offer';
import { absoluteUrl, logoImage, ogImage } from './site';

const organizationId = absoluteUrl('/#organization');
const organizationRef = { '@id': organizationId };

export function organizationJsonLd(): Organization {
  return {
    '@type': 'Organization',
    '@id': organizationId,
    name: brand.name,
    legalName: company.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl(logoImage.path),
    description: brand.description,
    email: company.email,
    telephone: company.phone,
    taxID: company.taxId,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      postalCode: company.address.postalCode,
      addressLocality: company.address.locality,
      addressRegion: company.address.region,
      addressCountry: company.address.country,
    },
  };
}

export function faqPageJsonLd(items: readonly { question: string; answer: string }[]): FAQPage {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

const vatIncluded = { priceCurrency: offer.currency, valueAddedTaxIncluded: true } as const;

/**
 * The service and its offers list: the Premium setup, the monthly maintenance and the free demo. On the
 * special-offer page (`specialOffer`), the Premium price is valid until the offer's last day, and the demo
 * is left out: that page does not offer it.
 */
export function serviceJsonLd({
  path,
  specialOffer = false,
}: {
  path: string;
  specialOffer?: boolean;
}): Service {
  const premium: Offer = {
    '@type': 'Offer',
    name: offer.plan.name,
    description: `Tu nueva web y tu asistente virtual, en un pago único o en ${offer.instalments} plazos sin intereses.`,
    url: absoluteUrl('/checkout'),
    price: offer.plan.setupPrice,
    priceCurrency: offer.currency,
    priceSpecification: { '@type': 'PriceSpecification', price: offer.plan.setupPrice, ...vatIncluded },
    ...(specialOffer && { priceValidUntil: offer.specialOfferValidUntil }),
  };
  const maintenance: Offer = {
    '@type': 'Offer',
    name: 'Mantenimiento mensual',
    description:
      'Soporte, actualizaciones y mejoras puntuales. El coste de las herramientas según su uso se factura aparte.',
    price: offer.maintenance.monthlyPrice,
    priceCurrency: offer.currency,
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: offer.maintenance.monthlyPrice,
      ...vatIncluded,
      unitCode: 'MON',
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
    },
  };
  const demo: Offer = {
    '@type': 'Offer',
    name: `Demo gratuita de ${offer.demo.days} días`,
    description: 'Una demo que funciona con tu propia información, sin compromiso.',
    price: 0,
    priceCurrency: offer.currency,
    eligibleDuration: { '@type': 'QuantitativeValue', value: offer.demo.days, unitCode: 'DAY' },
  };
  const url = absoluteUrl(path);
  return {
    '@type': 'Service',
    '@id': `${url}#servicio`,
    name: 'Nueva web con asistente virtual',
    description: brand.description,
    url,
    provider: organizationRef,
    areaServed: { '@type': 'Country', name: 'España' },
    offers: specialOffer ? [premium, maintenance] : [premium, maintenance, demo],
  };
}

export interface ArticleInput {
  path: string;
  headline: string;
  description: string;
  /** YYYY-MM-DD */
  dateModified: string;
  /** YYYY-MM-DD; the date modified when absent. */
  datePublished?: string;
  articleSection?: string[];
}

const articleNode = ({
  path,
  headline,
  description,
  dateModified,
  datePublished,
  articleSection,
}: ArticleInput) => {
  const url = absoluteUrl(path);
  return {
    '@type': 'Article',
    '@id': `${url}#articulo`,
    headline,
    description,
    url,
    mainEntityOfPage: url,
    inLanguage: 'es-ES',
    image: absoluteUrl(ogImage.path),
    datePublished: datePublished ?? dateModified,
    dateModified,
    author: organizationRef,
    publisher: organizationRef,
    ...(articleSection && { articleSection }),
  } as const;
};

export function articleJsonLd(input: ArticleInput): Article {
  return articleNode(input);
}

/** The comparison article: an Article about the offerings it compares (Renueva, an agency, a freelancer). */
export function comparisonArticleJsonLd({
  items,
  ...article
}: Omit<ArticleInput, 'datePublished' | 'articleSection'> & {
  items: readonly { name: string; description: string }[];
}): Article {
  return {
    ...articleNode(article),
    about: items.map(({ name, description }) => ({ '@type': 'Service', name, description })),
  };
}

/**
 * The body of a `<script type="application/ld+json">`: the nodes in one `@graph`. `<` is written as \u003c
 * (the same string to a JSON parser) so no text can close the script element.
 */
export function jsonLdGraph(nodes: readonly Thing[]): string {
  const graph: Graph = { '@context': 'https://schema.org', '@graph': nodes };
  return JSON.stringify(graph).replace(/</g, '\\u003c');
}
