import type { CookieBannerLabels } from '@renueva/ui';

/** What the cookie banner says on this site: only what the site really does (see content/storage.ts). */
export const cookieBannerLabels: Partial<CookieBannerLabels> = {
  title: 'Tú decides qué guardamos',
  description:
    'Esta web solo guarda lo imprescindible para funcionar. Con tu permiso, recordará también tu conversación con el asistente mientras navegas. No usamos publicidad ni cookies de terceros.',
  analyticsDescription:
    'Hoy no usamos ninguna. Si algún día medimos el uso de la web, solo será con tu permiso.',
  marketingDescription:
    'Hoy no usamos ninguna: no mostramos publicidad ni compartimos datos con anunciantes.',
  functionalDescription: 'Recuerdan tu conversación con el asistente mientras navegas por la web.',
};
