import type { Catalogue } from '../i18n/useLabels';

/** Built-in labels of the layout. */
export interface LegalLayoutLabels {
  /** Text of the link back to the home page. */
  home: string;
  /** Accessible name of the close button. */
  close: string;
  /** Label before the last-updated date. */
  lastUpdated: string;
  /** Label before the version number. */
  version: string;
  /** Title of the table of contents. */
  toc: string;
  /** Title of the contact block. */
  contact: string;
  /** Heading shown when the document does not exist (`notFound`). */
  notFound: string;
}

export const legalLayoutLabels: Catalogue<LegalLayoutLabels> = {
  es: {
    home: 'Volver a Inicio',
    close: 'Cerrar',
    lastUpdated: 'Última actualización',
    version: 'Versión',
    toc: 'Contenido',
    contact: 'Contacto',
    notFound: 'Contenido no encontrado',
  },
  ca: {
    home: 'Torna a l’inici',
    close: 'Tanca',
    lastUpdated: 'Última actualització',
    version: 'Versió',
    toc: 'Contingut',
    contact: 'Contacte',
    notFound: 'No s’ha trobat el contingut',
  },
  en: {
    home: 'Back to home',
    close: 'Close',
    lastUpdated: 'Last updated',
    version: 'Version',
    toc: 'Contents',
    contact: 'Contact',
    notFound: 'Content not found',
  },
};
