import { LEAD_SENT_PATH } from './lead/addresses';
import { orderAddress } from './pages/checkout/orderAddress';
import type { Page } from './pages/page';

/** A route: how its page is framed, and how its module loads (each route is its own chunk). */
export interface Route {
  /** 'site' wraps the page in the navigation bar and footer; 'bare' pages (legal) bring their own frame. */
  chrome: 'site' | 'bare';
  /**
   * The page's module, as the client build's manifest names it: the prerender links its chunk and CSS
   * in the HTML, so they load with the entry instead of after it (the build fails if it is wrong).
   */
  module: string;
  load: () => Promise<Page>;
  /**
   * Whether a URL of this route shows what its prerendered HTML does not (the checkout's order page,
   * `?pedido=`): then the page hydrates at once, instead of when the visitor reaches for it.
   */
  rendersInBrowser?: (search: string) => boolean;
}

const legal = (path: string): Route => ({
  chrome: 'bare',
  module: 'src/pages/legal/index.tsx',
  load: () => import('./pages/legal').then(({ legalPages }) => legalPages[path] as Page),
});

/** Every route of the site. Each is prerendered to its own HTML file and answered with status 200. */
export const routes: Record<string, Route> = {
  '/': {
    chrome: 'site',
    module: 'src/pages/home/Home.tsx',
    load: () => import('./pages/home/Home').then((module) => module.homePage),
  },
  '/checkout': {
    chrome: 'site',
    module: 'src/pages/checkout/Checkout.tsx',
    load: () => import('./pages/checkout/Checkout').then((module) => module.checkoutPage),
    rendersInBrowser: (search) => orderAddress(search).token !== null,
  },
  '/oferta-especial': {
    chrome: 'site',
    module: 'src/pages/offer/SpecialOffer.tsx',
    load: () => import('./pages/offer/SpecialOffer').then((module) => module.specialOfferPage),
  },
  '/comparacion': {
    chrome: 'site',
    module: 'src/pages/Comparison.tsx',
    load: () => import('./pages/Comparison').then((module) => module.comparisonPage),
  },
  [LEAD_SENT_PATH]: {
    chrome: 'site',
    module: 'src/pages/LeadSent.tsx',
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
      module: 'src/pages/legal/index.tsx',
      load: () => import('./pages/legal').then((module) => module.legalNotFoundPage),
    },
  },
  {
    prefix: '/',
    route: {
      chrome: 'site',
      module: 'src/pages/NotFound.tsx',
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

const loaded = new Map<Route, Page>();
const loading = new Map<Route, Promise<Page>>();

/** Loads a route's page once; the prerender and the client's hydration wait for it before rendering. */
export function loadPage(route: Route): Promise<Page> {
  let promise = loading.get(route);
  if (!promise) {
    promise = route.load().then((page) => {
      loaded.set(route, page);
      return page;
    });
    loading.set(route, promise);
  }
  return promise;
}

/** The page of a route, at once when it is loaded (as for hydration), otherwise by suspending until it is. */
export function pageOf(route: Route): Page | Promise<Page> {
  return loaded.get(route) ?? loadPage(route);
}
