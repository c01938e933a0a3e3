import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { I18nProvider, useLocale } from 'react-aria-components';
import { renderToStaticMarkup } from 'react-dom/server';
import { waitForAnimations } from 'storybook/preview-api';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Prerendered as ServerHtml } from '../../../../.storybook/prerendered';
import { Footer } from '../Footer/Footer';
import { Section } from '../Section/Section';
import { ConsentProvider, useConsent } from './Consent';
import { CookieBanner, type CookieBannerProps, PrerenderedCookieBanner } from './CookieBanner';
import type { ConsentRecord } from './consentStorage';
import { enhancePrerenderedBanner } from './prerenderedBanner';

const STORAGE_KEY = 'ejemplo-consentimiento-cookies';

const storedRecord = (): ConsentRecord | null => {
  const raw = localStorage.getItem(STORAGE_KEY);
  return raw ? (JSON.parse(raw) as ConsentRecord) : null;
};

/** What the banner floats over. */
const PageBehind = () => (
  <main>
    <Section
      id="inicio"
      title="Tu web, renovada y atendiendo 24/7"
      intro="El banner de cookies flota sobre la página sin bloquearla ni mover nada."
    />
  </main>
);

/** The site's footer, wired to reopen the banner. */
function PageFooter() {
  const { openBanner } = useConsent();
  return (
    <Footer
      id="contacto"
      legalLinks={[
        { href: '/legal/privacidad', label: 'Privacidad' },
        { href: '/legal/cookies', label: 'Cookies' },
      ]}
      copyright="© 2026 Taller Ruiz. Todos los derechos reservados."
      onCookieSettings={() => openBanner()}
    />
  );
}

const meta = {
  title: 'Page chrome/CookieBanner',
  component: CookieBanner,
  parameters: { layout: 'fullscreen' },
  // The stories show the banner at once; on a site it waits 1000 ms (the default).
  args: { policyHref: '/legal/cookies', privacyHref: '/legal/privacidad', delay: 0 },
  beforeEach: () => {
    localStorage.removeItem(STORAGE_KEY);
    return () => localStorage.removeItem(STORAGE_KEY);
  },
  render: (args) => (
    <ConsentProvider storageKey={STORAGE_KEY}>
      <PageBehind />
      <PageFooter />
      <CookieBanner {...args} />
    </ConsentProvider>
  ),
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The banner once it has slid in (or changed view): checked as a person sees it. */
async function findBanner() {
  const banner = await within(document.body).findByRole('region', { name: 'Preferencias de cookies' });
  await waitForAnimations();
  return banner;
}

/** First visit: the three choices; rejecting is exactly as easy and as visible as accepting. */
export const Simple: Story = {
  play: async () => {
    const banner = await findBanner();
    // A non-modal region: it does not take focus.
    await expect(banner).not.toContainElement(document.activeElement as HTMLElement);
    const scope = within(banner);
    const accept = scope.getByRole('button', { name: 'Aceptar Todas' });
    const reject = scope.getByRole('button', { name: 'Solo Necesarias' });
    await expect(reject.className).toBe(accept.className);
    await expect(reject.getBoundingClientRect().width).toBe(accept.getBoundingClientRect().width);
    await expect(scope.getByRole('button', { name: 'Personalizar' })).toBeVisible();
    await expect(scope.getByRole('button', { name: 'Cerrar' })).toBeVisible();
    await expect(scope.getByRole('link', { name: 'Política de cookies' })).toHaveAttribute(
      'href',
      '/legal/cookies',
    );
    await expect(scope.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/legal/privacidad',
    );
  },
};

/** "Personalizar": a switch per category; the necessary one is on and cannot be turned off. */
export const Detailed: Story = {
  play: async () => {
    const banner = await findBanner();
    const scope = within(banner);
    await userEvent.click(scope.getByRole('button', { name: 'Personalizar' }));
    await waitForAnimations();
    const necessary = scope.getByRole('switch', { name: /Necesarias/ });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await expect(scope.getByText('Siempre activas')).toBeVisible();
    const analytics = scope.getByRole('switch', { name: 'Analíticas' });
    await expect(analytics).not.toBeChecked();
    await expect(analytics).toHaveAccessibleDescription(
      'Nos ayudan a entender cómo se usa la web para mejorarla.',
    );
    await userEvent.click(analytics);
    await expect(analytics).toBeChecked();
    await userEvent.click(scope.getByRole('switch', { name: 'Funcionales' }));
    await expect(scope.getByRole('switch', { name: 'Funcionales' })).toBeChecked();
    await expect(scope.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    await expect(scope.getByRole('button', { name: 'Guardar Preferencias' })).toBeVisible();
    await expect(scope.getByRole('button', { name: 'Volver' })).toBeVisible();
  },
};

/** "Volver" goes back to the three quick choices. */
export const BackToSimple: Story = {
  play: async () => {
    const scope = within(await findBanner());
    await userEvent.click(scope.getByRole('button', { name: 'Personalizar' }));
    await userEvent.click(scope.getByRole('button', { name: 'Volver' }));
    await waitForAnimations();
    await expect(scope.getByRole('button', { name: 'Aceptar Todas' })).toBeVisible();
    await expect(scope.queryByRole('switch')).toBeNull();
    await expect(scope.getByRole('button', { name: 'Personalizar' })).toHaveFocus();
  },
};

/** "Guardar Preferencias" stores the switches as they are and hides the banner. */
export const SavePreferences: Story = {
  play: async () => {
    const scope = within(await findBanner());
    await userEvent.click(scope.getByRole('button', { name: 'Personalizar' }));
    await userEvent.click(scope.getByRole('switch', { name: 'Marketing' }));
    await userEvent.click(scope.getByRole('button', { name: 'Guardar Preferencias' }));
    await waitFor(() =>
      expect(within(document.body).queryByRole('region', { name: 'Preferencias de cookies' })).toBeNull(),
    );
    await expect(storedRecord()?.preferences).toEqual({
      necessary: true,
      analytics: false,
      marketing: true,
      functional: false,
    });
  },
};

/** The close button hides the banner and stores nothing: it comes back on the next visit. */
export const CloseWithoutChoosing: Story = {
  play: async () => {
    const scope = within(await findBanner());
    await userEvent.click(scope.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() =>
      expect(within(document.body).queryByRole('region', { name: 'Preferencias de cookies' })).toBeNull(),
    );
    await expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  },
};

/**
 * A returning visitor (choice stored) sees no banner; "Configurar cookies" in the footer opens it
 * in the detailed view with the stored choice, focus moves into it and comes back on saving.
 */
export const ReopenFromFooter: Story = {
  beforeEach: () => {
    const record: ConsentRecord = {
      preferences: { necessary: true, analytics: true, marketing: false, functional: true },
      timestamp: '2025-01-15T10:00:00.000Z',
      version: '1.0',
    };
    localStorage.setItem(STORAGE_KEY, JSON.stringify(record));
  },
  play: async ({ canvas }) => {
    // Give the banner the chance to appear: it must not.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(within(document.body).queryByRole('region', { name: 'Preferencias de cookies' })).toBeNull();

    const settings = canvas.getByRole('button', { name: 'Configurar cookies' });
    await userEvent.click(settings);
    const banner = await findBanner();
    const scope = within(banner);
    await expect(scope.getByRole('heading', { name: 'Preferencias de cookies' })).toHaveFocus();
    await expect(scope.getByRole('switch', { name: 'Analíticas' })).toBeChecked();
    await expect(scope.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    await expect(scope.getByRole('switch', { name: 'Funcionales' })).toBeChecked();

    await userEvent.click(scope.getByRole('switch', { name: 'Analíticas' }));
    await userEvent.click(scope.getByRole('button', { name: 'Guardar Preferencias' }));
    await expect(storedRecord()?.preferences.analytics).toBe(false);
    await expect(settings).toHaveFocus();

    // Open it again for the screenshot: the new choice is shown.
    await userEvent.click(settings);
    await expect(within(await findBanner()).getByRole('switch', { name: 'Analíticas' })).not.toBeChecked();
  },
};

/**
 * The banner as a static page holds it: both views rendered ahead of time (`PrerenderedCookieBanner`),
 * hidden, and given their behaviour by a script, with no React. Its HTML is not React's (on a page it
 * sits outside the app's root), so it goes in an element of its own.
 */
function PrerenderedBanner(args: CookieBannerProps) {
  const { locale } = useLocale();
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = document.createElement('div');
    container.hidden = true;
    // A server render knows no browser language: the locale is the page's. Ids of its own.
    container.innerHTML = renderToStaticMarkup(
      <I18nProvider locale={locale}>
        <PrerenderedCookieBanner {...args} />
      </I18nProvider>,
      { identifierPrefix: 'cookies-' },
    );
    host.current?.append(container);
    const stop = enhancePrerenderedBanner(container, { storageKey: STORAGE_KEY, delay: 0 });
    return () => {
      stop();
      container.remove();
    };
  }, [args, locale]);
  return <div ref={host} />;
}

/**
 * On a page that loads React only when the visitor reaches for something, the banner is in the
 * page's HTML (`PrerenderedCookieBanner`, both views), and `enhancePrerenderedBanner` from
 * `@renueva/ui/shell` does everything without React: the quick choices, "Personalizar" and its
 * switches, "Guardar Preferencias", "Volver", and the footer's "Configurar cookies"
 * (`showCookieSettings`: a button with `data-consent="settings"`, here prerendered too).
 */
export const Prerendered: Story = {
  render: (args) => (
    <>
      <PageBehind />
      <ServerHtml>
        <Footer
          legalLinks={[
            { href: '/legal/privacidad', label: 'Privacidad' },
            { href: '/legal/cookies', label: 'Cookies' },
          ]}
          copyright="© 2026 Taller Ruiz. Todos los derechos reservados."
          showCookieSettings
        />
      </ServerHtml>
      <PrerenderedBanner {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    const region = () => within(document.body).queryByRole('region', { name: 'Preferencias de cookies' });
    const first = await findBanner();
    const simple = within(first);
    // A non-modal region: it does not take focus.
    await expect(first).not.toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(simple.getByRole('button', { name: 'Personalizar' }));
    let banner = await findBanner();
    let scope = within(banner);
    await expect(scope.getByRole('heading', { name: 'Preferencias de cookies' })).toHaveFocus();
    // One view at a time: the simple one is hidden.
    await expect(
      within(document.body).getAllByRole('region', { name: 'Preferencias de cookies' }),
    ).toHaveLength(1);
    const necessary = scope.getByRole('switch', { name: /Necesarias/ });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await expect(scope.getByRole('switch', { name: 'Analíticas' })).toHaveAccessibleDescription(
      'Nos ayudan a entender cómo se usa la web para mejorarla.',
    );
    await userEvent.click(scope.getByRole('switch', { name: 'Funcionales' }));
    await expect(scope.getByRole('switch', { name: 'Funcionales' })).toBeChecked();
    await expect(scope.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    // Nothing is stored until the visitor saves.
    await expect(storedRecord()).toBeNull();

    // "Volver" goes back to the quick choices, with focus on "Personalizar".
    await userEvent.click(scope.getByRole('button', { name: 'Volver' }));
    scope = within(await findBanner());
    await expect(scope.getByRole('button', { name: 'Personalizar' })).toHaveFocus();
    await expect(scope.queryByRole('switch')).toBeNull();

    await userEvent.click(scope.getByRole('button', { name: 'Personalizar' }));
    scope = within(await findBanner());
    await userEvent.click(scope.getByRole('switch', { name: 'Funcionales' }));
    await userEvent.click(scope.getByRole('button', { name: 'Guardar Preferencias' }));
    await waitFor(() => expect(region()).toBeNull());
    await expect(storedRecord()?.preferences).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: true,
    });
    await expect(Object.keys(storedRecord() ?? {}).sort()).toEqual(['preferences', 'timestamp', 'version']);

    // The footer's button opens the preferences again, with the stored choice; closing them stores
    // nothing and gives focus back to it.
    const settings = canvas.getByRole('button', { name: 'Configurar cookies' });
    await userEvent.click(settings);
    banner = await findBanner();
    scope = within(banner);
    await expect(scope.getByRole('heading', { name: 'Preferencias de cookies' })).toHaveFocus();
    await userEvent.click(scope.getByRole('switch', { name: 'Analíticas' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(region()).toBeNull());
    await expect(settings).toHaveFocus();
    await expect(storedRecord()?.preferences.analytics).toBe(false);

    // Open it again for the screenshot: the stored switches.
    await userEvent.click(settings);
    scope = within(await findBanner());
    await expect(scope.getByRole('switch', { name: 'Analíticas' })).not.toBeChecked();
    await expect(scope.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    await expect(scope.getByRole('switch', { name: 'Funcionales' })).toBeChecked();
  },
};
