import { brand } from '../brand';
import { cookiePolicy } from './cookies';
import { legalNotice } from './legalNotice';
import { privacyPolicy } from './privacy';
import { termsOfService } from './terms';
import type { LegalDocument } from './types';

export * from './types';
export { cookiePolicy, legalNotice, privacyPolicy, termsOfService };

/** Every legal document, in the order the not-found page and the footer list them. */
export const legalDocuments: readonly LegalDocument[] = [
  privacyPolicy,
  cookiePolicy,
  termsOfService,
  legalNotice,
];

/** What an unknown `/legal/*` path says (its heading is the layout's 'Contenido no encontrado'). */
export const legalNotFound = {
  title: 'Contenido no encontrado',
  description: `El documento legal que buscas no existe en la web de ${brand.name}. Aquí tienes los que sí están disponibles.`,
  text: 'El documento legal que buscas no existe o ha cambiado de dirección. Estos son los que tenemos:',
} as const;
