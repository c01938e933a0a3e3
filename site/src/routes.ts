import { LEAD_SENT_PATH } from './lead/addresses';
import type { Page } from './pages/page';

/**
 * A route: how its page is framed, and its module. Pages are documents, rendered only by the
 * prerender: the browser runs none of a page's code but its islands' (see loading/islands.ts).
 */
export interface Route {
  /** 'site' wraps the page in the navigation bar and footer; 'bare' pages (legal) bring their own frame. */
  chrome: 'site' | 'bare';
  load: () => Promise<Page>;
}

const legal = (path: string): Route => ({
  chrome: 'bare',
  load: () => import('./pages/legal').then(({ legalPages }) => legalPages[path] as Page),
});

/** Every route of the site. Each is prerendered to its own HTML file and answered with status 200. */
export const routes: Record<string, Route> = {
  '/': { chrome: 'site', load: () => import('./pages/home/Home').then((module) => module.homePage) },
  '/checkout': {
    chrome: 'site',
    load: () => import('./pages/checkout/Checkout').then((module) => module.checkoutPage),
  },
  '/oferta-especial': {
    chrome: 'site',
    load: () => import('./pages/offer/SpecialOffer').then((module) => module.specialOfferPage),
  },
  '/comparacion': {
    chrome: 'site',
    load: () => import('./pages/Comparison').then((module) => module.comparisonPage),
  },
  [LEAD_SENT_PATH]: {
    chrome: 'site',
    load: () => import('./pages/LeadSent').then((module) => module.leadSentPage),
  },
  '/legal/privacidad': legal('/legal/privacidad'),
  '/legal/cookies': legal('/legal/cookies'),
  '/legal/terminos': legal('/legal/terminos'),
  '/legal/aviso-legal': legal('/legal/aviso-legal'),
};

/** What an unknown path shows, by the longest matching prefix; served with HTTP status 404. */
export const notFoundRoutes: { prefix: string; route: Route }[] = [
  {
    prefix: '/legal/',
    route: {
      chrome: 'bare',
      load: () => import('./pages/legal').then((module) => module.legalNotFoundPage),
    },
  },
  {
    prefix: '/',
    route: {
      chrome: 'site',
      load: () => import('./pages/NotFound').then((module) => module.notFoundPage),
    },
  },
];

export function routeFor(path: string): { route: Route; found: boolean } {
  const route = routes[path];
  if (route) return { route, found: true };
  const fallback = notFoundRoutes.find(({ prefix }) => path.startsWith(prefix)) ?? notFoundRoutes.at(-1);
  return { route: (fallback as (typeof notFoundRoutes)[number]).route, found: false };
}
