import { comparisonPage } from './pages/Comparison';
import { checkoutPage } from './pages/checkout';
import { homePage } from './pages/home/Home';
import { legalNotFoundPage, legalPages } from './pages/legal';
import { notFoundPage } from './pages/NotFound';
import { specialOfferPage } from './pages/offer/SpecialOffer';
import type { Page } from './pages/page';

/** Every route of the site. Each is prerendered to its own HTML file and answered with status 200. */
export const routes: Record<string, Page> = {
  '/': homePage,
  '/checkout': checkoutPage,
  '/oferta-especial': specialOfferPage,
  '/comparacion': comparisonPage,
  ...legalPages,
};

/** What an unknown path shows, by the longest matching prefix; served with HTTP status 404. */
export const notFoundRoutes: { prefix: string; page: Page }[] = [
  { prefix: '/legal/', page: legalNotFoundPage },
  { prefix: '/', page: notFoundPage },
];

export function pageFor(path: string): { page: Page; found: boolean } {
  const page = routes[path];
  if (page) return { page, found: true };
  const fallback = notFoundRoutes.find(({ prefix }) => path.startsWith(prefix)) ?? notFoundRoutes.at(-1);
  return { page: (fallback as (typeof notFoundRoutes)[number]).page, found: false };
}
