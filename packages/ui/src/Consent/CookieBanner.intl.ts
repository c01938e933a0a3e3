import type { Catalogue } from '../i18n/useLabels';

/**
 * Every text of the banner, by default in the `I18nProvider`'s language (Spanish when there is
 * none for it).
 */
export interface CookieBannerLabels {
  /** Accessible name of the banner's region. */
  region: string;
  /** Heading of the simple view. */
  title: string;
  /** Text of the simple view. */
  description: string;
  /** Heading of the detailed view. */
  detailsTitle: string;
  /** Text of the detailed view. */
  detailsDescription: string;
  acceptAll: string;
  rejectAll: string;
  customize: string;
  save: string;
  back: string;
  /** Accessible name of the close button (closes without storing anything). */
  close: string;
  /** Text of the link to the cookie policy. */
  policyLink: string;
  /** Text of the link to the privacy policy. */
  privacyLink: string;
  /** Tag on the necessary category, which cannot be turned off. */
  alwaysActive: string;
  necessary: string;
  necessaryDescription: string;
  analytics: string;
  analyticsDescription: string;
  marketing: string;
  marketingDescription: string;
  functional: string;
  functionalDescription: string;
}

export const cookieBannerLabels: Catalogue<CookieBannerLabels> = {
  es: {
    region: 'Preferencias de cookies',
    title: 'Usamos cookies',
    description:
      'Usamos cookies propias y de terceros para que la web funcione, medir su uso y mejorar tu experiencia. Puedes aceptarlas todas, quedarte solo con las necesarias o elegir cuáles permites.',
    detailsTitle: 'Preferencias de cookies',
    detailsDescription: 'Elige qué categorías permites. Puedes cambiar tu elección en cualquier momento.',
    acceptAll: 'Aceptar Todas',
    rejectAll: 'Solo Necesarias',
    customize: 'Personalizar',
    save: 'Guardar Preferencias',
    back: 'Volver',
    close: 'Cerrar',
    policyLink: 'Política de cookies',
    privacyLink: 'Política de privacidad',
    alwaysActive: 'Siempre activas',
    necessary: 'Necesarias',
    necessaryDescription: 'Imprescindibles para que la web funcione y recuerde tu elección.',
    analytics: 'Analíticas',
    analyticsDescription: 'Nos ayudan a entender cómo se usa la web para mejorarla.',
    marketing: 'Marketing',
    marketingDescription: 'Permiten mostrarte publicidad relevante en otras webs.',
    functional: 'Funcionales',
    functionalDescription: 'Activan funciones extra, como el chat, y recuerdan tus ajustes.',
  },
  ca: {
    region: 'Preferències de galetes',
    title: 'Fem servir galetes',
    description:
      'Fem servir galetes pròpies i de tercers perquè el web funcioni, per mesurar-ne l’ús i per millorar la teva experiència. Pots acceptar-les totes, quedar-te només amb les necessàries o triar quines permets.',
    detailsTitle: 'Preferències de galetes',
    detailsDescription: 'Tria quines categories permets. Pots canviar la teva elecció en qualsevol moment.',
    acceptAll: 'Accepta-les totes',
    rejectAll: 'Només les necessàries',
    customize: 'Personalitza',
    save: 'Desa les preferències',
    back: 'Torna',
    close: 'Tanca',
    policyLink: 'Política de galetes',
    privacyLink: 'Política de privadesa',
    alwaysActive: 'Sempre actives',
    necessary: 'Necessàries',
    necessaryDescription: 'Imprescindibles perquè el web funcioni i recordi la teva elecció.',
    analytics: 'Analítiques',
    analyticsDescription: 'Ens ajuden a entendre com es fa servir el web per millorar-lo.',
    marketing: 'Màrqueting',
    marketingDescription: 'Permeten mostrar-te publicitat rellevant en altres webs.',
    functional: 'Funcionals',
    functionalDescription: 'Activen funcions addicionals, com el xat, i recorden la teva configuració.',
  },
  en: {
    region: 'Cookie preferences',
    title: 'We use cookies',
    description:
      'We use our own and third-party cookies to make the website work, measure how it is used and improve your experience. You can accept them all, keep only the necessary ones or choose which ones you allow.',
    detailsTitle: 'Cookie preferences',
    detailsDescription: 'Choose which categories you allow. You can change your choice at any time.',
    acceptAll: 'Accept all',
    rejectAll: 'Necessary only',
    customize: 'Personalise',
    save: 'Save preferences',
    back: 'Back',
    close: 'Close',
    policyLink: 'Cookie policy',
    privacyLink: 'Privacy policy',
    alwaysActive: 'Always active',
    necessary: 'Necessary',
    necessaryDescription: 'Essential for the website to work and to remember your choice.',
    analytics: 'Analytics',
    analyticsDescription: 'Help us understand how the website is used so that we can improve it.',
    marketing: 'Marketing',
    marketingDescription: 'Let us show you relevant adverts on other websites.',
    functional: 'Functional',
    functionalDescription: 'Turn on extra features, such as the chat, and remember your settings.',
  },
};
