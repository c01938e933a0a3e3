import type { Catalogue } from '../i18n/useLabels';

/** The footer's built-in labels. */
export interface FooterLabels {
  /** Name of the navigation landmark holding the columns. */
  navigation: string;
  /** Name of the navigation landmark holding the legal links. */
  legal: string;
  /** Text of the button that reopens the cookie preferences. */
  cookieSettings: string;
}

export const footerLabels: Catalogue<FooterLabels> = {
  es: { navigation: 'Pie de página', legal: 'Legal', cookieSettings: 'Configurar cookies' },
  ca: { navigation: 'Peu de pàgina', legal: 'Legal', cookieSettings: 'Configura les galetes' },
  en: { navigation: 'Footer', legal: 'Legal', cookieSettings: 'Cookie settings' },
};
