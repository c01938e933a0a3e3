import { homeMeta } from '../../content/homeMeta';
import { Island } from '../../loading/Island';
import type { Page } from '../page';

// Every section is prerendered in full, and only shows content: its links are plain links and its
// buttons open the lead form or the presentation from the HTML (openers.ts), so its code never runs
// on this page (see Island.tsx). The FAQ's questions open when pressed: it hydrates when the visitor
// reaches for it. The sections' code runs when the page is reached by a client-side navigation.
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
      <Island load={sections.hero} when="never" />
      <Island load={sections.whatItIs} when="never" />
      <Island load={sections.benefits} when="never" />
      <Island load={sections.howItWorks} when="never" />
      <Island load={sections.metrics} when="never" />
      <Island load={sections.showcase} when="never" />
      <Island load={sections.pricing} when="never" />
      <Island load={sections.automation} when="never" />
      <Island load={sections.faq} />
      <Island load={sections.finalCta} when="never" />
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
