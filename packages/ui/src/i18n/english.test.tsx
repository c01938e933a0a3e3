import { I18nProvider } from 'react-aria-components';
import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ConsentProvider } from '../Consent/Consent';
import { CookieBanner } from '../Consent/CookieBanner';
import { cookieBannerLabels } from '../Consent/CookieBanner.intl';
import { Dialog } from '../Dialog/Dialog';
import { dialogLabels } from '../Dialog/Dialog.intl';
import { Footer } from '../Footer/Footer';
import { footerLabels } from '../Footer/Footer.intl';
import { NavBar } from '../NavBar/NavBar';
import { navBarLabels } from '../NavBar/NavBar.intl';
import { PricingCard } from '../Pricing/Pricing';
import { pricingLabels } from '../Pricing/Pricing.intl';
import { checkListLabels } from '../ShowcaseCard/ShowcaseCard.intl';
import { dismissToast, Toaster, toast } from '../Toast/Toast';
import { toasterLabels } from '../Toast/Toast.intl';
import type { Catalogue } from './useLabels';

const catalogues: Catalogue<object>[] = [
  cookieBannerLabels,
  navBarLabels,
  pricingLabels,
  checkListLabels,
  footerLabels,
  dialogLabels,
  toasterLabels,
];

/** Every word of a catalogue, label functions called with sample values. */
const wordsOf = (labels: object) =>
  Object.values(labels)
    .map((label) => (typeof label === 'function' ? label(3, '333 €') : String(label)))
    .join(' ')
    .toLowerCase()
    .match(/\p{L}+/gu) ?? [];

// The Spanish words of these components' texts that English does not share ('cookies', 'marketing').
const english = new Set(catalogues.flatMap((catalogue) => wordsOf(catalogue.en)));
const spanish = new Set(
  catalogues.flatMap((catalogue) => wordsOf(catalogue.es)).filter((word) => !english.has(word)),
);

/** What a visitor can see or hear on the page: its text and every text attribute. */
function everyWord() {
  const attributes = [...document.body.querySelectorAll('*')].flatMap((element) =>
    ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext']
      .map((name) => element.getAttribute(name))
      .filter((value) => value !== null),
  );
  return (
    [document.body.textContent ?? '', ...attributes]
      .join(' ')
      .toLowerCase()
      .match(/\p{L}+/gu) ?? []
  );
}

afterEach(() => {
  dismissToast();
  localStorage.clear();
});

test('under <I18nProvider locale="en-GB">, with no labels, the chrome has no Spanish word and prices are in pounds', async () => {
  // The page's content is the caller's and English; every built-in text must follow it.
  await render(
    <I18nProvider locale="en-GB">
      <ConsentProvider storageKey="english-test-consent">
        <NavBar brand="Harbour Bakery" links={[{ href: '#plans', label: 'Plans' }]} />
        <PricingCard
          name="Family"
          price={39}
          period="month"
          currency="GBP"
          instalments={3}
          features={[{ label: 'A loaf every morning' }, { label: 'Weekend cake', included: false }]}
        />
        <Footer
          brand="Harbour Bakery"
          columns={[{ title: 'Bakery', links: [{ href: '#plans', label: 'Plans' }] }]}
          legalLinks={[{ href: '/privacy', label: 'Privacy' }]}
          onCookieSettings={() => {}}
        />
        <CookieBanner policyHref="/cookies" privacyHref="/privacy" delay={0} />
        <Toaster />
      </ConsentProvider>
    </I18nProvider>,
  );
  toast({ title: 'Order received', duration: Number.POSITIVE_INFINITY });
  await expect.element(page.getByRole('button', { name: cookieBannerLabels.en.customize })).toBeVisible();
  await expect.element(page.getByText('Order received')).toBeVisible();
  expect(everyWord().filter((word) => spanish.has(word))).toEqual([]);

  // The banner's detailed view, and a dialog over everything.
  await userEvent.click(page.getByRole('button', { name: cookieBannerLabels.en.customize }));
  await expect.element(page.getByRole('button', { name: cookieBannerLabels.en.save })).toBeVisible();
  await render(
    <I18nProvider locale="en-GB">
      <Dialog isOpen title="Place an order">
        Tell us what you need.
      </Dialog>
    </I18nProvider>,
  );
  await expect.element(page.getByRole('dialog', { name: 'Place an order' })).toBeVisible();
  expect(everyWord().filter((word) => spanish.has(word))).toEqual([]);

  expect(document.body.textContent).toContain('£39');
  expect(document.body.textContent).not.toContain('€');
});

test('the same check finds Spanish words where the locale is Spanish', async () => {
  // Without the provider the browser's language (es-ES here) applies: the same check must then fail.
  await render(<CookieBanner policyHref="/cookies" privacyHref="/privacy" delay={0} />, {
    wrapper: ({ children }) => (
      <ConsentProvider storageKey="english-test-consent">{children}</ConsentProvider>
    ),
  });
  await expect.element(page.getByRole('button', { name: cookieBannerLabels.es.customize })).toBeVisible();
  expect(everyWord().filter((word) => spanish.has(word)).length).toBeGreaterThan(10);
});
