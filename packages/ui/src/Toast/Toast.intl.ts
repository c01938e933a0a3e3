import type { Catalogue } from '../i18n/useLabels';

/** The toaster's built-in accessible labels. */
export interface ToasterLabels {
  /** Name of the notification region; it tells keyboard users the shortcut. */
  region: string;
  /** Accessible name of each toast's close button. */
  close: string;
}

export const toasterLabels: Catalogue<ToasterLabels> = {
  es: { region: 'Notificaciones (F8)', close: 'Cerrar notificación' },
  ca: { region: 'Notificacions (F8)', close: 'Tanca la notificació' },
  en: { region: 'Notifications (F8)', close: 'Close notification' },
};
