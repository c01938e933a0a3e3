/**
 * Every line of the product specification (`../shared/SPEC.md`, from the repository root) and the
 * tests that fail without it. `pnpm test:spec-map` (scripts/spec-map.ts) keeps this map true: it
 * fails when SPEC.md has a non-empty line the map does not list, when the map lists a line SPEC.md
 * no longer has, when a behavioural line has no test, or when a test named here no longer exists.
 *
 * How to read and write it:
 *
 * - A spec line is identified by its exact text, trimmed (list items keep their "- ", table rows
 *   their pipes). Every non-empty line of SPEC.md is listed exactly once, in SPEC.md's order; a line
 *   SPEC.md holds twice (a table's `|---|---|`) is listed twice.
 * - `kind: 'behaviour'`: the line states behaviour, content or appearance; `tests` names at least one
 *   test that fails without it. When part of the line is marked "not shown", `notShown` says what
 *   the project decided for that part; `note` explains where the project meets the line differently
 *   from its letter.
 * - `kind: 'not shown'`: the line only says something is not shown; `decision` says what the project
 *   decided (read from the code and the README), and `tests`, where there are any, test that decision.
 * - `kind: 'no behaviour'`: headings, the HTML comment, table headers and prose introductions, with
 *   the reason.
 *
 * A test id is `<file, from the repository root> › <title>`:
 *
 * - for `test(...)`/`it(...)` (and `.each`), the title as written in the file. A title built at run
 *   time (a template literal, or a `.each` title with `%s`) is referred to by a static part of it:
 *   text from between its placeholders, such as `holds its content, meta tags and structured data`
 *   for `${path} holds its content, meta tags and structured data`;
 * - for a story (`*.stories.tsx`), the name of its export (`Simple`), whose play function runs as a
 *   test in each theme and at each width.
 *
 * `describe` titles are not part of an id.
 */

/** `<file from the repository root> › <test title, a static part of it, or a story export>`. */
export type TestId = `${string} › ${string}`;

export type SpecEntry =
  | {
      line: string;
      kind: 'behaviour';
      tests: readonly TestId[];
      /** What the project decided for the part of the line SPEC.md marks "not shown". */
      notShown?: string;
      /** Where the project meets the line in its own way, and why. */
      note?: string;
    }
  | { line: string; kind: 'not shown'; decision: string; tests?: readonly TestId[] }
  | { line: string; kind: 'no behaviour'; reason: string };

const heading = 'a heading';

export const specMap: readonly SpecEntry[] = [
  {
    line: "<!-- The product specification this project implements (000_29e30846673a5ce2.txt), verbatim. Where it says 'not shown', design what a real product needs. -->",
    kind: 'no behaviour',
    reason: "where the specification comes from; its request is met by the 'not shown' entries' decisions",
  },
  {
    line: '# Specification: Spanish-language marketing site for a website rebuild service with a virtual assistant',
    kind: 'no behaviour',
    reason: 'the title',
  },
  {
    line: `The product is a marketing site aimed at prospective business customers. It offers to rebuild a customer's existing website and to add a virtual assistant trained on the customer's own information. This document covers the whole product as far as it is known; what is unknown is marked "not shown".`,
    kind: 'no behaviour',
    reason: 'the introduction: each of its claims is stated again, and tested, in the lines below',
  },
  { line: '## 1. What the product does and for whom', kind: 'no behaviour', reason: heading },
  {
    line: '- Audience: prospective business customers. There is a single anonymous visitor kind.',
    kind: 'behaviour',
    tests: [
      'site/e2e/seo.spec.ts › no route asks the visitor to sign in: every page is for the one anonymous visitor',
    ],
  },
  {
    line: '- Offer: a new website plus a virtual assistant available 24/7, ready in days.',
    kind: 'behaviour',
    tests: [
      'site/e2e/site.spec.ts › the hero offers a new website with an assistant around the clock, ready in days, with its three badges',
    ],
  },
  {
    line: '- Hero badges: Lighthouse score above 90, responsive design, SEO readiness.',
    kind: 'behaviour',
    tests: [
      'site/e2e/site.spec.ts › the hero offers a new website with an assistant around the clock, ready in days, with its three badges',
      'packages/ui/src/Hero/Hero.stories.tsx › Default',
    ],
    note: 'The badge states the one figure the site promises everywhere, above 95 (offer.lighthouseScore), which is above 90.',
  },
  {
    line: '- The assistant comes in three versions, each with a different cost and feature set:',
    kind: 'behaviour',
    tests: [
      'site/e2e/site.spec.ts › the showcase offers the chat, voice and avatar assistants, from low to high spend, with metrics and calls as each has them',
    ],
  },
  {
    line: '- Chat: low spend, with metrics.',
    kind: 'behaviour',
    tests: [
      'site/e2e/site.spec.ts › the showcase offers the chat, voice and avatar assistants, from low to high spend, with metrics and calls as each has them',
      'site/e2e/assistant.spec.ts › answers a question about the price with 999 € and its source',
    ],
  },
  {
    line: '- Voice (audio): medium spend, with metrics and calls.',
    kind: 'behaviour',
    tests: [
      'site/e2e/site.spec.ts › the showcase offers the chat, voice and avatar assistants, from low to high spend, with metrics and calls as each has them',
      'site/e2e/assistant.spec.ts › listens in Spanish, sends what it heard and reads the answer aloud with a Spanish voice',
    ],
  },
  {
    line: '- Avatar (video): high spend, no metrics.',
    kind: 'behaviour',
    tests: [
      'site/e2e/site.spec.ts › the showcase offers the chat, voice and avatar assistants, from low to high spend, with metrics and calls as each has them',
      'site/e2e/assistant.spec.ts › opens a video with captions, what it includes and its transcript, and closes',
    ],
  },
  {
    line: '- Prices (prices include VAT):',
    kind: 'behaviour',
    tests: [
      'site/e2e/site.spec.ts › pricing shows the free 7-day demo, the 999 € setup paid once or in 3 interest-free instalments, and the optional 149 € a month maintenance, VAT included',
      'site/src/seo/jsonLd.test.ts › lists the Premium setup, the monthly maintenance and the free demo with their prices, VAT included',
    ],
  },
  {
    line: '- Free demo: 7 days, no commitment.',
    kind: 'behaviour',
    tests: [
      'site/e2e/site.spec.ts › pricing shows the free 7-day demo, the 999 € setup paid once or in 3 interest-free instalments, and the optional 149 € a month maintenance, VAT included',
      'site/e2e/seo.spec.ts › the landing page states in its JSON-LD the prices it shows',
    ],
  },
  {
    line: '- Premium plan: one-time setup of 999 EUR.',
    kind: 'behaviour',
    tests: [
      'site/e2e/site.spec.ts › pricing shows the free 7-day demo, the 999 € setup paid once or in 3 interest-free instalments, and the optional 149 € a month maintenance, VAT included',
      'site/e2e/seo.spec.ts › the landing page states in its JSON-LD the prices it shows',
      'site/server/checkout.test.ts › records a single payment of 999 € as pending and says how payment will be arranged',
    ],
  },
  {
    line: '- Optional maintenance: 149 EUR per month, covering support, updates and occasional improvements. Tool costs by usage are additional.',
    kind: 'behaviour',
    tests: [
      'site/e2e/site.spec.ts › pricing shows the free 7-day demo, the 999 € setup paid once or in 3 interest-free instalments, and the optional 149 € a month maintenance, VAT included',
      'site/e2e/checkout.spec.ts › the summary follows the payment choice and the maintenance',
    ],
  },
  {
    line: '- Payment is either single or split into 3 interest-free instalments.',
    kind: 'behaviour',
    tests: [
      'site/e2e/site.spec.ts › pricing shows the free 7-day demo, the 999 € setup paid once or in 3 interest-free instalments, and the optional 149 € a month maintenance, VAT included',
      'site/e2e/checkout.spec.ts › records an order in instalments and says what happens next',
      'site/server/checkout.test.ts › splits the price into 3 instalments and adds the monthly maintenance, whatever amounts the client sends',
    ],
  },
  {
    line: '- Stated delivery: 2-4 weeks, with a working demo in 7 days.',
    kind: 'behaviour',
    tests: ['site/e2e/site.spec.ts › states delivery in 2-4 weeks, with a working demo in 7 days'],
  },
  {
    line: '- The site text is in Spanish.',
    kind: 'behaviour',
    tests: [
      'site/e2e/seo.spec.ts › holds its content, meta tags and structured data',
      'site/e2e/site.spec.ts › has the sections in the specification order, with the anchors the navigation uses',
    ],
  },
  {
    line: '- The site emits structured data for search engines.',
    kind: 'behaviour',
    tests: [
      'site/e2e/build/structured-data.spec.ts › its JSON-LD parses, has what Google requires and states what the page shows',
      'site/e2e/seo.spec.ts › holds its content, meta tags and structured data',
    ],
  },
  { line: '## 2. Screens and routes', kind: 'no behaviour', reason: heading },
  { line: '| Route | Screen |', kind: 'no behaviour', reason: "the table's header" },
  { line: '|---|---|', kind: 'no behaviour', reason: "the table's separator" },
  {
    line: '| / | Landing page |',
    kind: 'behaviour',
    tests: [
      'site/e2e/site.spec.ts › has the sections in the specification order, with the anchors the navigation uses',
      'site/e2e/seo.spec.ts › holds its content, meta tags and structured data',
    ],
  },
  {
    line: "| /checkout | Checkout page, loaded on demand; while loading it shows the fallback text 'Cargando...' |",
    kind: 'behaviour',
    tests: [
      "site/e2e/checkout.spec.ts › an order's page shows 'Cargando...' while its island loads, then the order",
      'site/e2e/checkout.spec.ts › keeps what is typed before the form has loaded its code, and sends it',
    ],
    note: "/checkout is a prerendered page whose form's code loads on demand (when reached); an order's own page (/checkout?pedido=) renders at once and shows 'Cargando...' while that code loads.",
  },
  {
    line: '| /oferta-especial | Special-offer page (content not shown) |',
    kind: 'behaviour',
    tests: [
      'site/e2e/offer.spec.ts › counts down to the end of 31 December 2026 while it runs',
      'site/e2e/offer.spec.ts › shows that it has ended once the date has passed',
      'site/e2e/offer.spec.ts › the prerendered page states the end date for visitors without JavaScript',
    ],
    notShown:
      'The Premium plan (999 € setup, optional maintenance) at its offer, valid until 2026-12-31 (end of day, Madrid), with a countdown that turns into an ended state.',
  },
  {
    line: '| /comparacion | Comparison of the product with agencies and freelancers (content not shown) |',
    kind: 'behaviour',
    tests: [
      'site/e2e/comparison.spec.ts › is an article that compares Renueva, an agency and a freelancer in a table, estimates marked as such',
      "site/e2e/comparison.spec.ts › its call to action's 'Solicitar demo' opens the lead form",
      'site/e2e/comparison.spec.ts › its call to action leads to the checkout',
    ],
    notShown:
      'An article: price, delivery time, revisions and the assistant of Renueva, an agency and a freelancer in one table (the others marked as estimates), with a call to action.',
  },
  {
    line: '| /legal/privacidad | Privacy policy |',
    kind: 'behaviour',
    tests: [
      'site/e2e/legal.spec.ts › shows its title, every section, the build date, version 1.0 and the contact email',
      'site/e2e/legal.spec.ts › the privacy policy names every right and the AEPD to complain to',
    ],
  },
  {
    line: '| /legal/cookies | Cookie policy |',
    kind: 'behaviour',
    tests: [
      'site/e2e/legal.spec.ts › shows its title, every section, the build date, version 1.0 and the contact email',
      'site/e2e/legal.spec.ts › the cookie policy lists what the site stores on the device',
    ],
  },
  {
    line: '| /legal/terminos | Terms |',
    kind: 'behaviour',
    tests: [
      'site/e2e/legal.spec.ts › shows its title, every section, the build date, version 1.0 and the contact email',
      "site/e2e/legal.spec.ts › 'Volver a Inicio' goes to the landing page",
    ],
  },
  {
    line: '| /legal/aviso-legal | Legal notice |',
    kind: 'behaviour',
    tests: [
      'site/e2e/legal.spec.ts › shows its title, every section, the build date, version 1.0 and the contact email',
      'site/e2e/legal.spec.ts › the legal notice identifies the company and covers intellectual property, liability and Spanish law',
    ],
  },
  {
    line: "| any other path | 404 card, 'Page Not Found' |",
    kind: 'behaviour',
    tests: [
      'site/e2e/site.spec.ts › an unknown path answers 404 with the not-found card',
      'site/server/static.test.ts › with status 404 and the not-found page of its section',
    ],
  },
  {
    line: 'Every route change scrolls to the top. Checkout page contents, special-offer contents and the payment button behaviour: not shown.',
    kind: 'behaviour',
    tests: [
      'site/e2e/site.spec.ts › every route change scrolls to the top',
      "site/e2e/desktop.spec.ts › the nav's call to action opens the checkout, and the new page starts at the top",
      'site/e2e/pages.spec.ts › a move from / to /comparacion and back shows each next page prerendered, at its top',
      'site/e2e/checkout.spec.ts › the summary follows the payment choice and the maintenance',
      'site/e2e/checkout.spec.ts › records an order in instalments and says what happens next',
      'site/server/checkout.test.ts › opens a checkout session for the first payment through the stripe package and answers its URL',
    ],
    notShown:
      "Checkout: an order form for the Premium plan (one payment or 3, optional maintenance, the customer's and billing data with a checked NIF/NIE/CIF) and a live summary; 'Confirmar pedido' records the order and, with Stripe configured, goes to Stripe Checkout for the first payment, back to the order's own page. Special offer: see /oferta-especial above.",
  },
  { line: '### Landing page, in order', kind: 'no behaviour', reason: heading },
  {
    line: 'Skip-to-content link; sticky navigation bar; hero; then these sections: what it is, benefits, how it works, use-case metrics, demo showcase, pricing, business automation, FAQ, final call to action, footer. The FAQ claims a Lighthouse score above 95.',
    kind: 'behaviour',
    tests: [
      'site/e2e/keyboard.spec.ts › the skip link is the first stop and moves focus to the main content',
      'site/e2e/phone.spec.ts › the navigation bar stays on screen after a scroll',
      "site/e2e/desktop.spec.ts › the navigation bar stays on screen after 'Precios' (SPEC §2, sticky)",
      'site/e2e/desktop.spec.ts › the navigation bar stays on screen after a scroll',
      'site/e2e/site.spec.ts › has the sections in the specification order, with the anchors the navigation uses',
      'site/e2e/site.spec.ts › the FAQ opens a question and states the Lighthouse claim',
    ],
  },
  {
    line: 'Section loading: each section loads once it nears the viewport (10% intersection threshold, 50 px margin) and is preloaded on the first mouse, touch, key or scroll event. Pricing, FAQ and the assistant widget are preloaded after a scroll, touch or click, or after 3 seconds. Idle preloading uses a 2 s timeout with a 1 s fallback. Prefetches are spaced 50 ms apart. Paths hinted for prefetch: /api/lead, /api/chat, /checkout, /oferta-especial.',
    kind: 'behaviour',
    tests: [
      'site/e2e/site.spec.ts › sections that only show content never hydrate, nor does the FAQ, whose answers are <details>',
      "site/e2e/islands.spec.ts › 'Solicitar demo' opens the lead form with no code, and what is entered before the form's code runs is kept",
      'site/e2e/assistant.spec.ts › its launcher comes 3 s after the page is shown, not before',
      'site/e2e/assistant.spec.ts › a scroll brings its launcher at once, without waiting 3 s',
      'site/e2e/site.spec.ts › a page that is never idle prefetches by 2 s after it is shown, one file every 50 ms, /checkout and /oferta-especial among them',
      'site/e2e/site.spec.ts › without requestIdleCallback (Safari) it prefetches 1 s after the page is shown',
    ],
    note: "Every section is in the prerendered HTML, so there is nothing to load near the viewport: sections that only show content (pricing and the FAQ among them) never run code, and each interactive island wakes at the visitor's first press, touch, focus or key on it. The assistant mounts after a scroll, touch or click, or 3 s after the page is shown. /api/lead and /api/chat are POST-only, so they are not prefetched (a prefetch would be a wasted GET); /checkout and /oferta-especial are, with the code the page may run.",
  },
  {
    line: 'Also on the landing page: a lead modal, a chat assistant widget, a video assistant button, a voice assistant button and a cookie banner. Their inner behaviour is not shown.',
    kind: 'behaviour',
    tests: [
      'site/e2e/site.spec.ts › sends a valid request from the hero and thanks the visitor',
      'site/e2e/assistant.spec.ts › answers a question about the price with 999 € and its source',
      'site/e2e/assistant.spec.ts › opens a video with captions, what it includes and its transcript, and closes',
      'site/e2e/assistant.spec.ts › listens in Spanish, sends what it heard and reads the answer aloud with a Spanish voice',
      "site/e2e/site.spec.ts › appears after a second and 'Aceptar Todas' stores every category",
    ],
    notShown:
      "Lead modal: a demo request form (name, email, phone, business, current website, assistant version, message, privacy consent) posted to /api/lead, with a thank-you state. Chat: answers from the site's own content with sources, questions back and follow-ups. Voice: speech recognition in Spanish and a spoken answer; video: an avatar video with captions and transcript; both are in the chat's header. The cookie banner is as §2 and §4 say.",
  },
  { line: '### Navigation bar', kind: 'no behaviour', reason: heading },
  {
    line: '- Logo text (the product brand).',
    kind: 'behaviour',
    tests: [
      'site/e2e/islands.spec.ts › a link to another page goes there at once, without waiting for its island',
      'site/e2e/pages.spec.ts › a move from / to /comparacion and back shows each next page prerendered, at its top',
    ],
  },
  {
    line: '- Five links that smooth-scroll to anchors on the same page: beneficios (Beneficios), como-funciona (Cómo funciona), precios (Precios), preguntas (Preguntas), contacto (Contacto).',
    kind: 'behaviour',
    tests: [
      "site/e2e/site.spec.ts › the bar's five links lead to the page's own sections",
      'site/e2e/site.spec.ts › a navigation link scrolls to its section',
      'packages/ui/src/NavBar/NavBar.test.tsx › choosing a link closes the menu, scrolls smoothly to the section and focuses it',
      'packages/ui/src/NavBar/NavBar.stories.tsx › DesktopScrollsToSection',
    ],
  },
  {
    line: "- Desktop-only call-to-action button 'Quiero mi nueva web + asistente virtual' that navigates to /checkout.",
    kind: 'behaviour',
    tests: [
      "site/e2e/desktop.spec.ts › the nav's call to action opens the checkout, and the new page starts at the top",
      'packages/ui/src/NavBar/NavBar.stories.tsx › Desktop',
      'packages/ui/src/NavBar/NavBar.stories.tsx › Mobile',
    ],
    note: 'On a phone it is not in the bar; the open menu ends with it.',
  },
  {
    line: "- On small screens a menu toggle opens or closes a mobile menu with the same five links. Choosing a link scrolls to the section and closes the menu. The toggle's accessible label is 'Abrir menú' when closed and 'Cerrar menú' when open.",
    kind: 'behaviour',
    tests: [
      'site/e2e/phone.spec.ts › the mobile menu opens and closes with its toggle',
      'site/e2e/site.spec.ts › a navigation link scrolls to its section',
      'packages/ui/src/NavBar/NavBar.test.tsx › starts closed, and the toggle names what it will do',
      'packages/ui/src/NavBar/NavBar.stories.tsx › Mobile',
    ],
  },
  {
    line: '- The bar accepts a handler to open the lead modal; its use in the bar is not shown.',
    kind: 'not shown',
    decision:
      "The bar shows a 'Solicitar demo' button at every width (beside the menu toggle on a phone) that opens the lead form.",
    tests: [
      "site/e2e/site.spec.ts › 'Solicitar demo' is in the bar, the hero, benefits, showcase, pricing, automation and the final call to action, and each opens the lead form",
      'packages/ui/src/NavBar/NavBar.stories.tsx › Desktop',
    ],
  },
  { line: '### Hero', kind: 'no behaviour', reason: heading },
  {
    line: "Headline, subheadline, a 'Solicitar demo' button that opens the lead modal, and a 'Ver presentación' button that opens a full-screen overlay with an autoplaying video. The overlay closes via its close button or a click on the backdrop. 'Solicitar demo' buttons also appear in the nav, benefits, showcase, pricing, automation and final call to action. The hero mockup is 342x512 px, with smaller variants at 480, 768 and 1024 px breakpoints.",
    kind: 'behaviour',
    tests: [
      'site/e2e/site.spec.ts › the hero offers a new website with an assistant around the clock, ready in days, with its three badges',
      'site/e2e/site.spec.ts › sends a valid request from the hero and thanks the visitor',
      "site/e2e/site.spec.ts › 'Ver presentación' plays the video in an overlay that the close button and the backdrop close",
      'packages/ui/src/VideoOverlay/VideoOverlay.test.tsx › plays muted when React opens it and pauses when it closes',
      "site/e2e/site.spec.ts › 'Solicitar demo' is in the bar, the hero, benefits, showcase, pricing, automation and the final call to action, and each opens the lead form",
      "site/e2e/site.spec.ts › the hero's mockup is 342x512 px, and smaller from the 480, 768 and 1024 px breakpoints",
      'packages/ui/src/Hero/Hero.stories.tsx › ReservedMediaBox',
    ],
    note: 'The video autoplays muted (browsers block sound without a gesture); the overlay is a modal <dialog> covering the viewport.',
  },
  { line: '### Legal pages', kind: 'no behaviour', reason: heading },
  {
    line: "Common: a 'Volver a Inicio' link; a close button that goes back in history, or to / if there is no history; a last-updated date (the current date); version 1.0; a contact block with a {email} link; content sections.",
    kind: 'behaviour',
    tests: [
      "site/e2e/legal.spec.ts › 'Volver a Inicio' goes to the landing page",
      'site/e2e/legal.spec.ts › goes back to the page of the site it was opened from',
      'site/e2e/legal.spec.ts › goes to the landing page when the page was opened directly',
      'site/e2e/legal.spec.ts › shows its title, every section, the build date, version 1.0 and the contact email',
    ],
    note: "The date is the build's date (the pages are prerendered), not the visitor's; the close button never goes back to another website.",
  },
  {
    line: '- Privacy: data controller, purposes, data types, legal bases, retention, recipients, rights (access, rectification, erasure, restriction, objection, portability), security, cookies, changes, contact. Complaints go to the Spanish data protection agency.',
    kind: 'behaviour',
    tests: [
      'site/e2e/legal.spec.ts › the privacy policy has a section for the controller, the data, purposes, legal bases, retention, recipients, rights, security, cookies and changes',
      'site/e2e/legal.spec.ts › the privacy policy names every right and the AEPD to complain to',
    ],
  },
  {
    line: '- Cookies: categories necessary, analytics, marketing, functional.',
    kind: 'behaviour',
    tests: [
      'site/e2e/legal.spec.ts › the cookie policy explains each category: necessary, analytics, marketing and functional',
    ],
  },
  {
    line: '- Terms: general information, services, hiring process in 5 steps (free demo, custom proposal, contract, development, delivery and maintenance), prices, guarantees.',
    kind: 'behaviour',
    tests: [
      'site/e2e/legal.spec.ts › the terms give the general information, the services, the 5 steps of hiring in order, the prices and the guarantees',
    ],
  },
  {
    line: '- Legal notice: identification, intellectual property, limitation of liability, applicable Spanish law.',
    kind: 'behaviour',
    tests: [
      'site/e2e/legal.spec.ts › the legal notice identifies the company and covers intellectual property, liability and Spanish law',
    ],
  },
  { line: '### Cookie banner', kind: 'no behaviour', reason: heading },
  {
    line: '- Shown 1 second after load if no stored consent exists.',
    kind: 'behaviour',
    tests: [
      'site/e2e/site.spec.ts › is not there 300 ms after load and is there by 1.5 s after it (SPEC §2: shown 1 second after load)',
      'site/e2e/pages.spec.ts › a prerendered page shows the cookie banner a second after it is shown, not after its load',
      "site/e2e/site.spec.ts › appears after a second and 'Aceptar Todas' stores every category",
      'packages/ui/src/Consent/Consent.test.tsx › appears 1000 ms after load when nothing is stored, not before',
      'packages/ui/src/Consent/Consent.test.tsx › does not appear when a valid choice is stored',
      'packages/ui/src/Consent/Consent.test.tsx › on a page still loading, counts its second from the load event (SPEC: shown 1 second after load)',
      'packages/ui/src/Consent/Consent.test.tsx › on a page prerendered ahead of a move, counts its second from when the visitor is shown it',
    ],
  },
  {
    line: "- Simple mode: buttons 'Aceptar Todas', 'Solo Necesarias', a customize button and a close button.",
    kind: 'behaviour',
    tests: [
      'packages/ui/src/Consent/Consent.stories.tsx › Simple',
      "site/e2e/site.spec.ts › appears after a second and 'Aceptar Todas' stores every category",
      "site/e2e/site.spec.ts › 'Solo Necesarias' stores only the necessary category",
      'site/e2e/site.spec.ts › the close button hides it without storing anything, so it comes back on the next visit',
    ],
  },
  {
    line: "- Detailed mode: toggles for analytics, marketing and functional; 'Guardar Preferencias'; 'Volver'.",
    kind: 'behaviour',
    tests: [
      'site/e2e/site.spec.ts › the detailed mode saves the chosen categories, and Volver goes back',
      'site/e2e/keyboard.spec.ts › the detailed view toggles a category and saves it',
      'packages/ui/src/Consent/Consent.stories.tsx › Detailed',
    ],
  },
  {
    line: '- The necessary category is always on.',
    kind: 'behaviour',
    tests: [
      'site/e2e/site.spec.ts › the detailed mode saves the chosen categories, and Volver goes back',
      'packages/ui/src/Consent/Consent.test.tsx › the necessary switch is on and cannot be turned off',
    ],
  },
  {
    line: '- Links lead to the cookie policy and the privacy policy.',
    kind: 'behaviour',
    tests: ['packages/ui/src/Consent/Consent.stories.tsx › Simple'],
  },
  { line: '## 3. Entities and their fields', kind: 'no behaviour', reason: heading },
  {
    line: '**Cookie consent record** (stored locally on the device, under a product-named key):',
    kind: 'behaviour',
    tests: [
      'packages/ui/src/Consent/Consent.test.tsx › stores exactly { preferences, timestamp, version } with an ISO timestamp',
      'site/e2e/legal.spec.ts › the cookie policy lists what the site stores on the device',
      "site/e2e/site.spec.ts › appears after a second and 'Aceptar Todas' stores every category",
    ],
    note: "localStorage, key 'renueva-consentimiento-cookies'.",
  },
  {
    line: '- preferences: necessary, analytics, marketing, functional (booleans)',
    kind: 'behaviour',
    tests: [
      "site/e2e/site.spec.ts › appears after a second and 'Aceptar Todas' stores every category",
      "site/e2e/site.spec.ts › 'Solo Necesarias' stores only the necessary category",
      'packages/ui/src/Consent/Consent.test.tsx › stores exactly { preferences, timestamp, version } with an ISO timestamp',
    ],
  },
  {
    line: '- timestamp: ISO date-time string',
    kind: 'behaviour',
    tests: [
      'packages/ui/src/Consent/Consent.test.tsx › stores exactly { preferences, timestamp, version } with an ISO timestamp',
      "site/e2e/site.spec.ts › appears after a second and 'Aceptar Todas' stores every category",
    ],
  },
  {
    line: "- version: '1.0'",
    kind: 'behaviour',
    tests: [
      "site/e2e/site.spec.ts › appears after a second and 'Aceptar Todas' stores every category",
      'packages/ui/src/Consent/Consent.test.tsx › accepts a record of the version asked for',
    ],
  },
  {
    line: 'Structured data emitted per page type: organization, article, FAQ, service with offers list, and a comparison article.',
    kind: 'behaviour',
    tests: [
      'site/e2e/seo.spec.ts › holds its content, meta tags and structured data',
      'site/e2e/build/structured-data.spec.ts › its JSON-LD parses, has what Google requires and states what the page shows',
      'site/src/seo/jsonLd.test.ts › faqPageJsonLd has one Question with its Answer per FAQ item, in order',
      'site/src/seo/jsonLd.test.ts › comparisonArticleJsonLd is an Article about each compared offering',
      'site/e2e/comparison.spec.ts › its JSON-LD is an Article about the three offerings it compares',
    ],
  },
  {
    line: 'Lead form fields, server-side entities: not shown.',
    kind: 'not shown',
    decision:
      "Lead: name, email, phone, business, current website (optional), assistant version, message (optional), privacy consent and a honeypot, one zod schema for the form and the server; stored (SQLite, or PostgreSQL) with an idempotency key and an outbox of notifications. Order: the customer's and billing data, plan, payment mode, maintenance, amounts, a yearly reference and an unguessable status token.",
    tests: [
      'site/src/schemas/lead.test.ts › a complete lead is accepted, with its text trimmed',
      'site/src/schemas/lead.test.ts › each assistant version can be chosen',
      'site/server/lead.test.ts › stores the lead before answering 201 with its id',
      'site/server/storage/storage.test.ts › numbers orders within their year and keeps the amounts it was given',
    ],
  },
  { line: '## 4. States and transitions', kind: 'no behaviour', reason: heading },
  {
    line: '- Mobile menu: starts closed; the toggle opens or closes it; choosing a link closes it.',
    kind: 'behaviour',
    tests: [
      'packages/ui/src/NavBar/NavBar.test.tsx › starts closed, and the toggle names what it will do',
      'site/e2e/phone.spec.ts › the mobile menu opens and closes with its toggle',
      'site/e2e/site.spec.ts › a navigation link scrolls to its section',
      'packages/ui/src/NavBar/NavBar.test.tsx › choosing a link closes the menu, scrolls smoothly to the section and focuses it',
    ],
  },
  {
    line: "- Cookie banner: hidden; after 1 s it becomes visible if there is no stored consent. Simple mode can switch to detailed mode and back ('Volver'). 'Aceptar Todas', 'Solo Necesarias' and 'Guardar Preferencias' each store the choice and hide the banner. The close button hides the banner without storing anything (so it reappears on the next load).",
    kind: 'behaviour',
    tests: [
      'site/e2e/site.spec.ts › is not there 300 ms after load and is there by 1.5 s after it (SPEC §2: shown 1 second after load)',
      'site/e2e/pages.spec.ts › a prerendered page shows the cookie banner a second after it is shown, not after its load',
      'packages/ui/src/Consent/Consent.test.tsx › appears 1000 ms after load when nothing is stored, not before',
      'site/e2e/site.spec.ts › the detailed mode saves the chosen categories, and Volver goes back',
      "site/e2e/site.spec.ts › appears after a second and 'Aceptar Todas' stores every category",
      "site/e2e/site.spec.ts › 'Solo Necesarias' stores only the necessary category",
      'site/e2e/site.spec.ts › the close button hides it without storing anything, so it comes back on the next visit',
      'packages/ui/src/Consent/Consent.test.tsx › the close button hides the banner, stores nothing, and it comes back on the next load',
    ],
  },
  {
    line: '- Lead modal: open or closed. Presentation overlay: open or closed.',
    kind: 'behaviour',
    tests: [
      'site/e2e/site.spec.ts › sends a valid request from the hero and thanks the visitor',
      "site/e2e/site.spec.ts › 'Solicitar demo' is in the bar, the hero, benefits, showcase, pricing, automation and the final call to action, and each opens the lead form",
      "site/e2e/site.spec.ts › 'Ver presentación' plays the video in an overlay that the close button and the backdrop close",
      'packages/ui/src/Dialog/Dialog.stories.tsx › ClosesWithEscape',
    ],
  },
  {
    line: '- Toast notifications: at most one visible at a time; variants default and destructive; shown for 5000 ms by default; a dismissed toast is removed after 1,000,000 ms; swiping right dismisses it (50 px threshold); F8 focuses the notification region.',
    kind: 'behaviour',
    tests: [
      'packages/ui/src/Toast/Toast.test.tsx › keeps the spec constants',
      'packages/ui/src/Toast/Toast.test.tsx › shows one toast at a time: a new one replaces the visible one',
      'packages/ui/src/Toast/Toast.test.tsx › announces the default variant politely and the destructive one as an alert',
      'packages/ui/src/Toast/Toast.test.tsx › stays 5000 ms by default',
      'packages/ui/src/Toast/Toast.test.tsx › keeps a dismissed toast in useToast().toasts until TOAST_REMOVE_DELAY passes',
      'packages/ui/src/Toast/Toast.test.tsx › is dismissed by a swipe to the right past 50 px, and only then',
      'packages/ui/src/Toast/Toast.test.tsx › moves focus to the notification region with F8',
      'packages/ui/src/Toast/Toast.stories.tsx › Destructive',
      'packages/ui/src/Toast/Toast.stories.tsx › RaisedByButtons',
      'site/e2e/wake.spec.ts › pauses under the pointer, is swiped away, closed with its button and reached with F8',
    ],
  },
  {
    line: '- Business data lifecycles: not shown.',
    kind: 'not shown',
    decision:
      'A lead is stored, then delivered by an outbox (webhook and emails) with retries until sent; spam is kept and never delivered. An order goes pending_payment → paid, payment_failed or expired by Stripe events, applied once each, and nothing moves a paid order back.',
    tests: [
      'site/server/payments.test.ts › moves an order from pending_payment to paid once, however often and however concurrently the event arrives',
      'site/server/payments.test.ts › records a failed bank debit and an expired page, and never lets a late event undo a payment',
      'site/server/storage/storage.test.ts › leases a claimed delivery, offers a failed one again when its retry is due, and forgets a delivered one',
    ],
  },
  { line: '## 5. Validation rules', kind: 'no behaviour', reason: heading },
  {
    line: '- The necessary cookie category cannot be turned off.',
    kind: 'behaviour',
    tests: [
      'packages/ui/src/Consent/Consent.test.tsx › the necessary switch is on and cannot be turned off',
      'packages/ui/src/Consent/Consent.test.tsx › keeps necessary true even when a caller saves it as false',
      'site/e2e/site.spec.ts › the detailed mode saves the chosen categories, and Volver goes back',
    ],
  },
  {
    line: '- Lead form and checkout validation: not shown.',
    kind: 'not shown',
    decision:
      'Shared zod schemas (site/src/schemas) check both forms in the browser, with Spanish messages beside each field, and again on the server, which answers 4xx with the invalid fields; a Spanish phone, a valid NIF/NIE/CIF and a Spanish postal code are required where asked.',
    tests: [
      'site/e2e/site.spec.ts › refuses an incomplete request with messages beside the fields',
      'site/e2e/checkout.spec.ts › refuses an invalid NIF beside the field',
      'site/src/schemas/lead.test.ts › every missing field is explained in Spanish',
      'site/server/checkout.test.ts › names each invalid field, the Spanish tax id by its control letter included',
    ],
  },
  { line: '## 6. Roles and permissions', kind: 'no behaviour', reason: heading },
  {
    line: 'A single anonymous visitor. No sign-in or other roles shown.',
    kind: 'behaviour',
    tests: [
      'site/e2e/seo.spec.ts › no route asks the visitor to sign in: every page is for the one anonymous visitor',
      'site/server/payments.test.ts › shows an order only to whoever holds its token, never by its sequential reference',
    ],
    notShown:
      "No accounts: an order's page is reached by the unguessable token in its address, the business reads leads through `pnpm leads:export`.",
  },
  { line: '## 7. The calls it makes', kind: 'no behaviour', reason: heading },
  {
    line: 'Shared request behaviour: a call uses a chosen method; a JSON content-type header is sent only when a body exists; the body is JSON; credentials (cookies) are always included. Default data loading: GET to the path formed by joining the query key segments with a slash, credentials included, response parsed as JSON. It can be configured so a 401 yields an empty result; the default is to raise an error on 401.',
    kind: 'behaviour',
    tests: [
      'site/src/data/api.test.ts › sends the body as JSON with its content type, and the cookies',
      'site/src/data/api.test.ts › sends no content type and no body when there is no body, and still the cookies',
      'site/src/data/api.test.ts › GETs the query key joined with slashes, with the cookies, and parses the JSON',
      "site/src/data/api.test.ts › a 401 gives null with 'returnNull'",
      "site/src/data/api.test.ts › a 401 throws with 'throw'",
      'site/src/data/queryClient.test.ts › by default a 401 is an error, not an empty result',
    ],
  },
  {
    line: 'Data-loading defaults: results never become stale, no refetch on window focus, no polling, no retries for queries or mutations.',
    kind: 'behaviour',
    tests: [
      'site/src/data/queryClient.test.ts › a query without its own function GETs its joined key, and its result never goes stale',
      'site/src/data/queryClient.test.ts › queries and mutations are never retried, never refetched on window focus and never polled',
    ],
  },
  {
    line: 'Known paths: /api/lead and /api/chat exist (hinted by prefetching); their methods, payloads and answers are not shown. Other specific endpoints: not shown. A web font stylesheet is preloaded from a fonts service, and a video asset plays in the presentation overlay.',
    kind: 'behaviour',
    tests: [
      'site/server/lead.test.ts › stores the lead before answering 201 with its id',
      'site/server/chat.test.ts › answers the price from the site content as JSON, with its source, a next step and follow-ups',
      'site/server/chat.test.ts › streams the same answer as server-sent events: deltas of a few words, then done',
      'site/e2e/build/budgets.spec.ts › every route preloads the one font file, which its styles declare with font-display: swap',
      "site/e2e/site.spec.ts › 'Ver presentación' plays the video in an overlay that the close button and the backdrop close",
      'site/server/static.test.ts › serves byte ranges of the video, as players ask for them',
    ],
    notShown:
      'POST /api/lead (JSON lead → 201 with its id), POST /api/chat (a question and its history → a JSON answer, or server-sent events), POST /api/checkout, GET /api/orders/<token>, POST /api/payments/webhook, POST /solicitar-demo (the form without JavaScript), GET /healthz.',
    note: 'The font is served by the site itself (the CSP allows no third party) and its one file is preloaded, rather than a stylesheet from a fonts service.',
  },
  { line: '## 8. Error catalogue', kind: 'no behaviour', reason: heading },
  {
    line: '- Any non-ok HTTP response raises an error whose text is the status code, a colon, and the response body text (or the status text if the body is empty). Per-status user messages: not shown.',
    kind: 'behaviour',
    tests: [
      'site/src/data/api.test.ts › a non-ok answer throws "status: body text", with the status and the JSON body for the form',
      'site/src/data/api.test.ts › a non-ok answer with an empty body throws "status: status text"',
      'site/src/data/api.test.ts › a non-ok answer that is not JSON keeps its text in the message and has no parsed body',
      'site/src/assistant/conversation.test.ts › a stream that fails halfway drops the partial answer; a 429 says to wait',
      'site/e2e/assistant.spec.ts › a failed answer shows a toast and keeps the question in the field',
    ],
    notShown:
      "A 4xx with invalid fields puts the server's messages beside the fields; a 429 says to wait and try again; any other failure raises a destructive toast and keeps what the visitor typed.",
  },
  {
    line: "- 404 page: '404 Page Not Found' with the text 'Did you forget to add the page to the router?'.",
    kind: 'behaviour',
    tests: [
      'site/e2e/site.spec.ts › an unknown path answers 404 with the not-found card',
      'packages/ui/src/NotFound/NotFound.stories.tsx › Default',
    ],
  },
  {
    line: "- Video fallback: 'Tu navegador no soporta el elemento de video.'",
    kind: 'behaviour',
    tests: ['packages/ui/src/VideoOverlay/VideoOverlay.stories.tsx › Open'],
  },
  {
    line: "- Legal page type not found: 'Contenido no encontrado'.",
    kind: 'behaviour',
    tests: [
      "site/e2e/legal.spec.ts › an unknown legal document answers 404 with 'Contenido no encontrado' and the documents that exist",
    ],
  },
  {
    line: '- Global error and rejection handlers suppress development error-overlay messages, and overlay elements mentioning a wallet extension are removed.',
    kind: 'behaviour',
    tests: [
      'site/src/data/errorHandlers.test.ts › an error overlay that mentions a wallet is removed, now or once it has appeared; others stay',
      'site/src/data/errorHandlers.test.ts › a wallet injection failure is silenced:',
      'site/src/data/errorHandlers.test.ts › an uncaught error is logged once, with the error',
      'site/src/data/errorHandlers.test.ts › an unhandled rejection is logged once, with its reason',
    ],
    note: "The site runs no development overlay; the handlers silence the errors of browser extensions and wallet injections, and log the site's own once.",
  },
  { line: '## 9. Business constants and limits', kind: 'no behaviour', reason: heading },
  { line: '| Item | Value |', kind: 'no behaviour', reason: "the table's header" },
  { line: '|---|---|', kind: 'no behaviour', reason: "the table's separator" },
  {
    line: '| Setup price | 999 EUR one-time |',
    kind: 'behaviour',
    tests: [
      'site/e2e/site.spec.ts › pricing shows the free 7-day demo, the 999 € setup paid once or in 3 interest-free instalments, and the optional 149 € a month maintenance, VAT included',
      'site/server/checkout.test.ts › records a single payment of 999 € as pending and says how payment will be arranged',
    ],
  },
  {
    line: '| Maintenance | 149 EUR per month |',
    kind: 'behaviour',
    tests: [
      'site/e2e/site.spec.ts › pricing shows the free 7-day demo, the 999 € setup paid once or in 3 interest-free instalments, and the optional 149 € a month maintenance, VAT included',
      'site/e2e/checkout.spec.ts › the summary follows the payment choice and the maintenance',
    ],
  },
  {
    line: '| Free demo | 7 days |',
    kind: 'behaviour',
    tests: [
      'site/e2e/site.spec.ts › pricing shows the free 7-day demo, the 999 € setup paid once or in 3 interest-free instalments, and the optional 149 € a month maintenance, VAT included',
    ],
  },
  {
    line: '| Instalments | 3, interest-free |',
    kind: 'behaviour',
    tests: [
      'site/e2e/site.spec.ts › pricing shows the free 7-day demo, the 999 € setup paid once or in 3 interest-free instalments, and the optional 149 € a month maintenance, VAT included',
      'site/server/checkout.test.ts › splits the price into 3 instalments and adds the monthly maintenance, whatever amounts the client sends',
    ],
  },
  {
    line: '| Premium offer valid until | 2026-12-31 |',
    kind: 'behaviour',
    tests: [
      'site/e2e/offer.spec.ts › counts down to the end of 31 December 2026 while it runs',
      'site/e2e/offer.spec.ts › shows that it has ended once the date has passed',
      'site/src/seo/jsonLd.test.ts › only the special offer has a Premium price valid until the last day of the offer',
    ],
  },
  {
    line: '| Delivery | 2-4 weeks; demo in 7 days |',
    kind: 'behaviour',
    tests: ['site/e2e/site.spec.ts › states delivery in 2-4 weeks, with a working demo in 7 days'],
  },
  {
    line: '| Support resolution | within 48 h |',
    kind: 'behaviour',
    tests: [
      'site/e2e/site.spec.ts › the plans promise unlimited revisions until approval, support resolved within 48 h and 99.9 % uptime',
      'site/e2e/legal.spec.ts › the terms give the general information, the services, the 5 steps of hiring in order, the prices and the guarantees',
    ],
  },
  {
    line: '| Uptime | 99.9% |',
    kind: 'behaviour',
    tests: [
      'site/e2e/site.spec.ts › the plans promise unlimited revisions until approval, support resolved within 48 h and 99.9 % uptime',
      'site/e2e/legal.spec.ts › the terms give the general information, the services, the 5 steps of hiring in order, the prices and the guarantees',
    ],
  },
  {
    line: '| Revisions | unlimited until approval |',
    kind: 'behaviour',
    tests: [
      'site/e2e/site.spec.ts › the plans promise unlimited revisions until approval, support resolved within 48 h and 99.9 % uptime',
      'site/e2e/comparison.spec.ts › is an article that compares Renueva, an agency and a freelancer in a table, estimates marked as such',
    ],
  },
  {
    line: '| Lighthouse | above 90 (hero), above 95 (FAQ) |',
    kind: 'behaviour',
    tests: [
      'site/e2e/site.spec.ts › the hero offers a new website with an assistant around the clock, ready in days, with its three badges',
      'site/e2e/site.spec.ts › the FAQ opens a question and states the Lighthouse claim',
    ],
    note: 'The hero states the same figure as the FAQ, above 95, which is above 90.',
  },
  {
    line: '| Cookie banner delay | 1000 ms |',
    kind: 'behaviour',
    tests: [
      'packages/ui/src/Consent/Consent.test.tsx › appears 1000 ms after load when nothing is stored, not before',
      'site/e2e/site.spec.ts › is not there 300 ms after load and is there by 1.5 s after it (SPEC §2: shown 1 second after load)',
      'site/e2e/pages.spec.ts › a prerendered page shows the cookie banner a second after it is shown, not after its load',
    ],
  },
  {
    line: '| Consent version | 1.0 |',
    kind: 'behaviour',
    tests: [
      "site/e2e/site.spec.ts › appears after a second and 'Aceptar Todas' stores every category",
      'packages/ui/src/Consent/Consent.test.tsx › accepts a record of the version asked for',
    ],
  },
  {
    line: '| Tooltip offset | 4 px |',
    kind: 'behaviour',
    tests: [
      'packages/ui/src/Tooltip/Tooltip.stories.tsx › KeyboardFocus',
      'packages/ui/src/Tooltip/Tooltip.stories.tsx › Bottom',
    ],
    note: "The design system's Tooltip; the site itself shows none.",
  },
  {
    line: 'On mobile devices, devices with 2 or fewer cores, or 2g connections, animations are shortened to 0.1 s and heavy effects are reduced. Performance metrics are logged to the console. Other business constants: not shown.',
    kind: 'behaviour',
    tests: [
      'site/src/loading/motion.test.ts › a phone, 2 or fewer cores, or a 2g connection each make one',
      'site/src/loading/motion.test.ts › a desktop with many cores on a fast network is not one',
      'site/e2e/phone.spec.ts › a phone gets quick motion and no blur (SPEC §9): the presentation opens in 0.1 s over a plain backdrop',
      'site/e2e/phone.spec.ts › quick motion shortens what moves and moves nothing else: a button changes in 0.1 s, a heading not at all',
      "site/e2e/consent.spec.ts › with 'Aceptar Todas', the Web Vitals are only logged to the console and the chat keeps the conversation",
    ],
    notShown:
      'The other constants live in site/src/content/offer.ts: demo requests answered within 24 working hours; per-IP limits of 10 leads, 10 orders and 20 chat questions a minute (server configuration).',
  },
];
