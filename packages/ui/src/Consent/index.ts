export {
  type ConsentBannerMode,
  type ConsentContextValue,
  ConsentProvider,
  type ConsentProviderProps,
  useConsent,
} from './Consent';
export { CookieBanner, type CookieBannerProps, PrerenderedCookieBanner } from './CookieBanner';
export type { CookieBannerLabels } from './CookieBanner.intl';
export {
  CONSENT_VERSION,
  type ConsentChoice,
  type ConsentPreferences,
  type ConsentRecord,
  type ConsentStorage,
  getBrowserStorage,
  normalizePreferences,
  readConsent,
  writeConsent,
} from './consentStorage';
export { enhancePrerenderedBanner, type PrerenderedBannerOptions } from './prerenderedBanner';
