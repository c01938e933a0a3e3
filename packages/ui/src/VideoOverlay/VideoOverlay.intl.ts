import type { Catalogue } from '../i18n/useLabels';

/** The overlay's built-in texts. */
export interface VideoOverlayLabels {
  /** Accessible name of the close button. */
  close: string;
  /** Text for browsers that cannot play video (the `fallback` prop overrides it). */
  fallback: string;
}

export const videoOverlayLabels: Catalogue<VideoOverlayLabels> = {
  es: {
    close: 'Cerrar presentación',
    fallback: 'Tu navegador no soporta el elemento de video.',
  },
  ca: {
    close: 'Tanca la presentació',
    fallback: 'El teu navegador no admet l’element de vídeo.',
  },
  en: {
    close: 'Close presentation',
    fallback: 'Your browser does not support the video element.',
  },
};
