export {
  type ConsentBannerMode,
  type ConsentContextValue,
  ConsentProvider,
  type ConsentProviderProps,
  useConsent,
} from './Consent';
export { CookieBanner, type CookieBannerLabels, type CookieBannerProps } from './CookieBanner';
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
