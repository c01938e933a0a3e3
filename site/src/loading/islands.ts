import type { ComponentProps } from 'react';

/**
 * Every island of the site: an interactive part of a page that is its own React root. The prerender
 * renders each one on its own (with its own `identifierPrefix`) into a `<div data-island="name">`
 * that carries its props as JSON; in the browser the entry hydrates that root alone, when the
 * visitor reaches for it or its rule says so (see wake.ts). Nothing else of the page, no shell and
 * no other island, wakes with it.
 *
 * `module` is the island's module as the client build's manifest names it: the prerender follows it
 * to know which scripts a page may run (the build fails if it is wrong).
 */
export const islands = {
  skipLink: {
    module: 'src/shell/SiteSkipLink.tsx',
    load: () => import('../shell/SiteSkipLink').then(({ SiteSkipLink }) => SiteSkipLink),
  },
  nav: {
    module: 'src/shell/SiteNav.tsx',
    load: () => import('../shell/SiteNav').then(({ SiteNav }) => SiteNav),
  },
  footer: {
    module: 'src/shell/SiteFooter.tsx',
    load: () => import('../shell/SiteFooter').then(({ SiteFooter }) => SiteFooter),
  },
  lead: {
    module: 'src/lead/LeadDialog.tsx',
    load: () => import('../lead/LeadDialog').then(({ LeadDialog }) => LeadDialog),
  },
  presentation: {
    module: 'src/pages/home/Presentation.tsx',
    load: () => import('../pages/home/Presentation').then(({ Presentation }) => Presentation),
  },
  checkout: {
    module: 'src/pages/checkout/CheckoutIsland.tsx',
    load: () => import('../pages/checkout/CheckoutIsland').then(({ CheckoutIsland }) => CheckoutIsland),
  },
  offer: {
    module: 'src/pages/offer/OfferDetails.tsx',
    load: () => import('../pages/offer/OfferDetails').then(({ OfferDetails }) => OfferDetails),
  },
  legal: {
    module: 'src/pages/legal/LegalPage.tsx',
    load: () => import('../pages/legal/LegalPage').then(({ LegalIsland }) => LegalIsland),
  },
};

export type IslandName = keyof typeof islands;

/** The props an island's component takes. */
export type IslandProps<N extends IslandName> = ComponentProps<
  Awaited<ReturnType<(typeof islands)[N]['load']>>
>;

/** The attribute that names an island on its root element, and the one that holds its props. */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-props';

/** The `identifierPrefix` of an island's root, the same in the prerender and in the browser. */
export const islandPrefix = (name: string) => `${name}-`;
