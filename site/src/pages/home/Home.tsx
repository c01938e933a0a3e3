import { homeMeta } from '../../content/homeMeta';
import { Island } from '../../loading/Island';
import type { Page } from '../page';
import { HeroSection } from './HeroSection';
import Automation from './sections/Automation';
import Benefits from './sections/Benefits';
import Faq from './sections/Faq';
import FinalCta from './sections/FinalCta';
import HowItWorks from './sections/HowItWorks';
import Metrics from './sections/Metrics';
import Pricing from './sections/Pricing';
import Showcase from './sections/Showcase';
import WhatItIs from './sections/WhatItIs';

/**
 * The landing page. Its sections only show content and work as they are: their links are plain
 * links, their buttons open the lead form or the presentation from the HTML, and the FAQ's questions
 * are <details>, so their code never runs in the browser. The presentation's <dialog>, closed, is an
 * island: 'Ver presentación' opens it without React, and its code plays the video.
 */
function Home() {
  return (
    <main id="contenido">
      <HeroSection />
      <WhatItIs />
      <Benefits />
      <HowItWorks />
      <Metrics />
      <Showcase />
      <Pricing />
      <Automation />
      <Faq />
      <FinalCta />
      <Island name="presentation" />
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
