import { existsSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { company } from '../content/company';
import { faq } from '../content/faq';
import {
  articleJsonLd,
  comparisonArticleJsonLd,
  faqPageJsonLd,
  jsonLdGraph,
  organizationJsonLd,
  serviceJsonLd,
} from './jsonLd';

const origin = company.siteOrigin;
const publicFile = (url: string) => new URL(`../../public${new URL(url).pathname}`, import.meta.url);

describe('organizationJsonLd', () => {
  test("states the company's identification with an id other nodes refer to", () => {
    expect(organizationJsonLd()).toMatchObject({
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: 'Renueva',
      legalName: company.legalName,
      url: `${origin}/`,
      email: company.email,
      telephone: company.phone,
      taxID: company.taxId,
      address: {
        '@type': 'PostalAddress',
        streetAddress: company.address.street,
        postalCode: company.address.postalCode,
        addressLocality: company.address.locality,
        addressCountry: 'ES',
      },
    });
  });

  test('its logo is an absolute URL of a file the site serves', () => {
    const { logo } = organizationJsonLd() as { logo: string };
    expect(logo.startsWith(`${origin}/`)).toBe(true);
    expect(existsSync(publicFile(logo))).toBe(true);
  });
});

test('faqPageJsonLd has one Question with its Answer per FAQ item, in order', () => {
  expect(faqPageJsonLd(faq)).toEqual({
    '@type': 'FAQPage',
    mainEntity: faq.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  });
});

describe('serviceJsonLd', () => {
  const offersOf = (service: unknown) => (service as { offers: Record<string, unknown>[] }).offers;

  test('is provided by the organization in Spain, at the URL of its page', () => {
    expect(serviceJsonLd({ path: '/' })).toMatchObject({
      '@type': 'Service',
      url: `${origin}/`,
      provider: { '@id': `${origin}/#organization` },
      areaServed: { '@type': 'Country', name: 'España' },
    });
  });

  test('lists the Premium setup, the monthly maintenance and the free demo with their prices, VAT included', () => {
    const [premium, maintenance, demo, ...rest] = offersOf(serviceJsonLd({ path: '/' }));
    expect(rest).toEqual([]);
    expect(premium).toMatchObject({
      name: 'Plan Premium',
      price: 999,
      priceCurrency: 'EUR',
      priceSpecification: {
        '@type': 'PriceSpecification',
        price: 999,
        priceCurrency: 'EUR',
        valueAddedTaxIncluded: true,
      },
    });
    expect(maintenance).toMatchObject({
      price: 149,
      priceCurrency: 'EUR',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: 149,
        valueAddedTaxIncluded: true,
        unitCode: 'MON',
        referenceQuantity: { value: 1, unitCode: 'MON' },
      },
    });
    expect(demo).toMatchObject({
      name: 'Demo gratuita de 7 días',
      price: 0,
      eligibleDuration: { value: 7, unitCode: 'DAY' },
    });
  });

  test('only the special offer has a Premium price valid until the last day of the offer', () => {
    expect(offersOf(serviceJsonLd({ path: '/' })).some((item) => 'priceValidUntil' in item)).toBe(false);
    const [premium, ...others] = offersOf(serviceJsonLd({ path: '/oferta-especial', specialOffer: true }));
    expect(premium).toMatchObject({ priceValidUntil: '2026-12-31' });
    expect(others.some((item) => 'priceValidUntil' in item)).toBe(false);
  });

  test('the special offer lists what its page offers: the Premium setup and the maintenance, no demo', () => {
    const offers = offersOf(serviceJsonLd({ path: '/oferta-especial', specialOffer: true }));
    expect(offers.map((item) => item.name)).toEqual(['Plan Premium', 'Mantenimiento mensual']);
  });
});

describe('articleJsonLd', () => {
  const input = {
    path: '/legal/privacidad',
    headline: 'Política de privacidad',
    description: 'Cómo tratamos tus datos.',
    dateModified: '2026-03-01',
  };

  test('is written by and published by the organization, for its page, in Spanish', () => {
    expect(articleJsonLd(input)).toMatchObject({
      '@type': 'Article',
      headline: 'Política de privacidad',
      description: 'Cómo tratamos tus datos.',
      url: `${origin}/legal/privacidad`,
      mainEntityOfPage: `${origin}/legal/privacidad`,
      inLanguage: 'es-ES',
      author: { '@id': `${origin}/#organization` },
      publisher: { '@id': `${origin}/#organization` },
      dateModified: '2026-03-01',
    });
  });

  test('is published on its modification date unless told otherwise, and carries its sections when given', () => {
    expect(articleJsonLd(input)).toMatchObject({ datePublished: '2026-03-01' });
    expect(articleJsonLd(input)).not.toHaveProperty('articleSection');
    expect(
      articleJsonLd({ ...input, datePublished: '2026-01-15', articleSection: ['Responsable', 'Derechos'] }),
    ).toMatchObject({ datePublished: '2026-01-15', articleSection: ['Responsable', 'Derechos'] });
  });
});

test('comparisonArticleJsonLd is an Article about each compared offering', () => {
  const items = [
    { name: 'Renueva', description: '999 € con asistente incluido' },
    { name: 'Agencia web', description: 'Presupuesto a medida' },
  ];
  expect(
    comparisonArticleJsonLd({
      path: '/comparacion',
      headline: 'Renueva frente a una agencia',
      description: 'Comparativa.',
      dateModified: '2026-03-01',
      items,
    }),
  ).toMatchObject({
    '@type': 'Article',
    url: `${origin}/comparacion`,
    headline: 'Renueva frente a una agencia',
    about: items.map((item) => ({ '@type': 'Service', ...item })),
  });
});

describe('jsonLdGraph', () => {
  test('serialises the nodes as one @graph with the schema.org context', () => {
    const nodes = [organizationJsonLd(), serviceJsonLd({ path: '/' })];
    expect(JSON.parse(jsonLdGraph(nodes))).toEqual({ '@context': 'https://schema.org', '@graph': nodes });
  });

  test('no text can close the script element it is written in, and the text still parses back unchanged', () => {
    const headline = '</script><script>alert(1)</script> <!-- ';
    const body = jsonLdGraph([
      articleJsonLd({ path: '/x', headline, description: 'a < b', dateModified: '2026-01-01' }),
    ]);
    expect(body).not.toContain('<');
    expect(JSON.parse(body)['@graph'][0].headline).toBe(headline);
  });
});
