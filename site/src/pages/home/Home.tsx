import { homeMeta } from '../../content/homeMeta';
import { Island } from '../../loading/Island';
import type { Page } from '../page';

// Every section is prerendered in full and works as it is: its links are plain links, its buttons
// open the lead form or the presentation from the HTML, and the FAQ's questions are <details>, so
// its code never runs on this page (see Island.tsx). The sections' code runs when the page is
// reached by a client-side navigation.
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
// The presentation's <dialog>, closed: 'Ver presentación' opens it without React.
const loadPresentation = () => import('./Presentation');

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
      <Island load={sections.faq} when="never" />
      <Island load={sections.finalCta} when="never" />
      <Island load={loadPresentation} />
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
