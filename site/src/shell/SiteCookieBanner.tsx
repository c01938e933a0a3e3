import { CookieBanner } from '@renueva/ui';
import { cookieBannerLabels } from '../content/cookieBanner';
import { COOKIE_BANNER_DELAY_MS } from './consent';

/** The cookie banner, in its own chunk: it appears 1 s after the page started loading when no consent is stored. */
export default function SiteCookieBanner() {
  return (
    <CookieBanner
      policyHref="/legal/cookies"
      privacyHref="/legal/privacidad"
      labels={cookieBannerLabels}
      delay={Math.max(0, COOKIE_BANNER_DELAY_MS - performance.now())}
    />
  );
}
