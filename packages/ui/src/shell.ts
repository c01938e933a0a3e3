/**
 * `@renueva/ui/shell`: what a site's shell runs before any component loads (the consent state, a
 * prerendered cookie banner's behaviour and in-page scrolling), with no component, no react-aria
 * and no CSS. A site's first bundle imports
 * these from here, so the rest of the package stays in the chunks that render it.
 */
export {
  type ConsentBannerMode,
  type ConsentContextValue,
  ConsentProvider,
  type ConsentProviderProps,
  useConsent,
} from './Consent/Consent';
export {
  type ConsentRecord,
  readConsent,
} from './Consent/consentStorage';
export { enhancePrerenderedBanner, type PrerenderedBannerOptions } from './Consent/prerenderedBanner';
export { prefersReducedMotion, type ScrollToSectionOptions, scrollToSection } from './NavBar/scrollToSection';
