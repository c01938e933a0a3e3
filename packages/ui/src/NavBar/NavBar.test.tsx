import { I18nProvider } from 'react-aria-components';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { defaultTheme } from '../theme/themes.css';
import { NavBar } from './NavBar';

const links = [
  { href: '#beneficios', label: 'Beneficios' },
  { href: '#precios', label: 'Precios' },
];

function Page({ onMenuOpenChange }: { onMenuOpenChange?: (open: boolean) => void }) {
  return (
    <>
      <NavBar
        brand={<span>Marca</span>}
        links={links}
        action={<button type="button">Solicitar demo</button>}
        onMenuOpenChange={onMenuOpenChange}
      />
      <main>
        <section id="beneficios" style={{ minHeight: '120vh' }}>
          <h2>Beneficios</h2>
        </section>
        <section id="precios" style={{ minHeight: '120vh' }}>
          <h2>Precios</h2>
          <button type="button">Contratar</button>
        </section>
      </main>
    </>
  );
}

async function renderPage(onMenuOpenChange?: (open: boolean) => void) {
  return render(<Page onMenuOpenChange={onMenuOpenChange} />);
}

const toggle = () => page.getByRole('button', { name: /menú/ });
const menuLink = (name: string) => page.getByRole('navigation').getByRole('link', { name });

// The theme provides the tokens (spacing, sizes) the layout is made of.
beforeAll(() => document.documentElement.classList.add(defaultTheme));
afterAll(() => document.documentElement.classList.remove(defaultTheme));

beforeEach(async () => {
  await page.viewport(375, 812);
  window.scrollTo({ top: 0, behavior: 'instant' });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('NavBar mobile menu', () => {
  it('starts closed, and the toggle names what it will do', async () => {
    await renderPage();
    const button = toggle();
    await expect.element(button).toHaveAccessibleName('Abrir menú');
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
    const panelId = button.element().getAttribute('aria-controls') ?? '';
    expect(document.getElementById(panelId)).not.toBeNull();
    expect(document.getElementById(panelId)?.checkVisibility()).toBe(false);

    await userEvent.click(button);
    await expect.element(button).toHaveAccessibleName('Cerrar menú');
    await expect.element(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(panelId)?.checkVisibility()).toBe(true);
  });

  it('is a popover the server’s HTML opens by itself, and follows it however it opens', async () => {
    const onMenuOpenChange = vi.fn();
    await renderPage(onMenuOpenChange);
    const button = toggle().element();
    const panel = document.getElementById(button.getAttribute('popovertarget') ?? '');
    expect(button.getAttribute('type')).toBe('button');
    expect(panel?.getAttribute('popover')).toBe('auto');
    expect(button.getAttribute('aria-controls')).toBe(panel?.id);

    // Opened by something else than the toggle (the browser, another script): React follows.
    panel?.showPopover();
    await expect.element(toggle()).toHaveAccessibleName('Cerrar menú');
    await expect.element(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(onMenuOpenChange.mock.calls).toEqual([[true]]);
  });

  it('takes over a menu the visitor opened before its code ran', async () => {
    const onMenuOpenChange = vi.fn();
    // A server render knows no browser language: the page's is given.
    const tree = (
      <I18nProvider locale="es-ES">
        <Page onMenuOpenChange={onMenuOpenChange} />
      </I18nProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    try {
      // The server's HTML names the toggle for the closed menu and leaves its state to the browser.
      await expect.element(toggle()).toHaveAccessibleName('Abrir menú');
      expect(toggle().element().hasAttribute('aria-expanded')).toBe(false);
      const panel = document.getElementById(toggle().element().getAttribute('popovertarget') ?? '');
      const isShowing = () => panel?.matches(':popover-open');
      // With no script at all, the browser opens it, and closes it on Escape and on a click outside.
      await userEvent.click(toggle());
      await expect.element(menuLink('Precios')).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await expect.poll(isShowing).toBe(false);
      await userEvent.click(toggle());
      await userEvent.click(page.getByRole('heading', { name: 'Precios' }), { force: true });
      await expect.poll(isShowing).toBe(false);
      await userEvent.click(toggle());
      await expect.element(menuLink('Precios')).toBeVisible();

      const root = hydrateRoot(container, tree);
      await expect.element(toggle()).toHaveAccessibleName('Cerrar menú');
      await expect.element(toggle()).toHaveAttribute('aria-expanded', 'true');
      await expect.element(menuLink('Precios')).toBeVisible();
      expect(document.activeElement).toBe(toggle().element());
      expect(onMenuOpenChange.mock.calls).toEqual([[true]]);

      await userEvent.keyboard('{Escape}');
      await expect.element(toggle()).toHaveAttribute('aria-expanded', 'false');
      expect(onMenuOpenChange.mock.calls).toEqual([[true], [false]]);
      root.unmount();
    } finally {
      container.remove();
    }
  });

  it('Escape closes it and returns focus to the toggle', async () => {
    const onMenuOpenChange = vi.fn();
    await renderPage(onMenuOpenChange);
    await userEvent.click(toggle());
    await userEvent.keyboard('{Tab}');
    await expect.element(menuLink('Beneficios')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(toggle()).toHaveAttribute('aria-expanded', 'false');
    await expect.element(toggle()).toHaveFocus();
    expect(onMenuOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('a click outside closes it and returns focus to the toggle', async () => {
    await renderPage();
    await userEvent.click(toggle());
    await userEvent.click(page.getByRole('heading', { name: 'Precios' }), { force: true });
    await expect.element(toggle()).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => document.activeElement).toBe(toggle().element());
  });

  it('a click on another control outside closes it without stealing that control’s focus', async () => {
    await renderPage();
    await userEvent.click(toggle());
    await userEvent.click(page.getByRole('button', { name: 'Solicitar demo' }));
    await expect.element(toggle()).toHaveAttribute('aria-expanded', 'false');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect.element(page.getByRole('button', { name: 'Solicitar demo' })).toHaveFocus();
  });

  it('a click inside the menu (not on a link) keeps it open', async () => {
    await renderPage();
    await userEvent.click(toggle());
    const panel = document.getElementById(toggle().element().getAttribute('aria-controls') ?? '');
    await userEvent.click(page.elementLocator(panel as HTMLElement), { position: { x: 4, y: 2 } });
    await expect.element(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('choosing a link closes the menu, scrolls smoothly to the section and focuses it', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    await renderPage();
    await userEvent.click(toggle());
    await userEvent.click(menuLink('Precios'));
    await expect.element(toggle()).toHaveAttribute('aria-expanded', 'false');
    const section = document.getElementById('precios');
    expect(document.activeElement).toBe(section);
    expect(section?.getAttribute('tabindex')).toBe('-1');
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(section);
  });

  it('choosing a link with the keyboard closes the menu and focuses the section', async () => {
    await renderPage();
    await userEvent.click(toggle());
    await userEvent.keyboard('{Tab}{Tab}');
    await expect.element(menuLink('Precios')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(document.getElementById('precios'));
  });

  it('Tab past its last link closes it, so focus never lands on the page under it', async () => {
    await renderPage();
    await userEvent.click(toggle());
    await userEvent.keyboard('{Tab}{Tab}');
    await expect.element(menuLink('Precios')).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Contratar' })).toHaveFocus();
    await expect.element(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    const realMatchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      query.includes('prefers-reduced-motion')
        ? ({ ...realMatchMedia(query), matches: true, media: query } as MediaQueryList)
        : realMatchMedia(query),
    );
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    await renderPage();
    await userEvent.click(toggle());
    await userEvent.click(menuLink('Beneficios'));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    expect(document.activeElement).toBe(document.getElementById('beneficios'));
  });
});
