import { homeMeta } from '../../content/homeMeta';
import { Island } from '../../loading/Island';
import type { Page } from '../page';

// Every section is prerendered in full and hydrated later (see Island.tsx): the hero, in view from
// the start, at the first interaction; the others when they near the viewport. Their code is
// prefetched, not run, when the browser is idle (within 2 s), which also preloads pricing and the
// FAQ before the 3 s the specification allows, and loaded at the first interaction.
const sections = {
  hero: () => import('./HeroSection').then(({ HeroSection }) => ({ default: HeroSection })),
  whatItIs: () => import('./sections/WhatItIs'),
  benefits: () => import('./sections/Benefits'),
  howItWorks: () => import('./sections/HowItWorks'),
  metrics: () => import('./sections/Metrics'),
  showcase: () => import('./sections/Showcase'),
  pricing: () => import('./sections/Pricing'),
  automation: () => import('./sections/Automation'),
  faq: () => import('./sections/Faq'),
  finalCta: () => import('./sections/FinalCta'),
};

function Home() {
  return (
    <main id="contenido">
      <Island load={sections.hero} when="interaction" />
      <Island load={sections.whatItIs} />
      <Island load={sections.benefits} />
      <Island load={sections.howItWorks} />
      <Island load={sections.metrics} />
      <Island load={sections.showcase} />
      <Island load={sections.pricing} />
      <Island load={sections.automation} />
      <Island load={sections.faq} />
      <Island load={sections.finalCta} />
    </main>
  );
}

export const homePage: Page = {
  meta: {
    title: homeMeta.title,
    description: homeMeta.description,
    jsonLd: async () => {
      const [{ faq }, { faqPageJsonLd, serviceJsonLd }] = await Promise.all([
        import('../../content/faq'),
        import('../../seo/jsonLd'),
      ]);
      return [faqPageJsonLd(faq), serviceJsonLd({ path: '/' })];
    },
  },
  Component: Home,
};
