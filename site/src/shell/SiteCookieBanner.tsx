import { CookieBanner } from '@renueva/ui';
import { cookieBannerLabels } from '../content/cookieBanner';

/**
 * The cookie banner with this site's words. Prerendered into every page, it asks on a first visit
 * without React (cookiePrompt.ts); in the browser it loads, in its own chunk, only when opened
 * ("Personalizar", "Configurar cookies"), so it never asks on its own (`delay={null}`).
 */
export default function SiteCookieBanner() {
  return (
    <CookieBanner
      policyHref="/legal/cookies"
      privacyHref="/legal/privacidad"
      labels={cookieBannerLabels}
      delay={null}
    />
  );
}
