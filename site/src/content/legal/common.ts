import { company } from '../company';
import { type LegalBlock, mailLink } from './types';

const countryNames: Record<string, string> = { ES: 'España' };

/** The company's postal address on one line. */
export const companyAddress = [
  company.address.street,
  `${company.address.postalCode} ${company.address.locality}`,
  company.address.region === company.address.locality ? null : company.address.region,
  countryNames[company.address.country] ?? company.address.country,
]
  .filter(Boolean)
  .join(', ');

/** The site's domain as visitors type it ('renueva.es'). */
export const siteDomain = new URL(company.siteOrigin).hostname;

/** Who runs the site, as the privacy policy, the terms and the legal notice identify it. */
export const companyIdentification: LegalBlock = {
  list: [
    ['Titular: ', { strong: company.legalName }],
    `NIF: ${company.taxId}`,
    `Domicilio: ${companyAddress}`,
    `Datos registrales: ${company.registry}`,
    ['Correo electrónico: ', mailLink(company.email)],
    `Teléfono: ${company.phone}`,
  ],
};

/** A calendar day ('2026-12-31') as Spaniards write it: '31 de diciembre de 2026'. */
export function formatDay(isoDay: string): string {
  return new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
}

/** A percentage given as a number of percent (99.9) as Spaniards write it: '99,9 %'. */
export function formatPercent(percent: number): string {
  return new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}
