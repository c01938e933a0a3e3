import type { Catalogue } from '../i18n/useLabels';

/** The skip link's built-in text. */
export interface SkipLinkLabels {
  /** The link text when the link has no children. */
  text: string;
}

export const skipLinkLabels: Catalogue<SkipLinkLabels> = {
  es: { text: 'Saltar al contenido' },
  ca: { text: 'Vés al contingut' },
  en: { text: 'Skip to content' },
};
