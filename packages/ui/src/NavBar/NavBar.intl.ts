import type { Catalogue } from '../i18n/useLabels';

/** The bar's built-in accessible labels. */
export interface NavBarLabels {
  /** Name of the navigation landmark. */
  navigation: string;
  /** Name of the menu toggle while the menu is closed. */
  openMenu: string;
  /** Name of the menu toggle while the menu is open. */
  closeMenu: string;
}

export const navBarLabels: Catalogue<NavBarLabels> = {
  es: { navigation: 'Principal', openMenu: 'Abrir menú', closeMenu: 'Cerrar menú' },
  ca: { navigation: 'Principal', openMenu: 'Obre el menú', closeMenu: 'Tanca el menú' },
  en: { navigation: 'Main', openMenu: 'Open menu', closeMenu: 'Close menu' },
};
