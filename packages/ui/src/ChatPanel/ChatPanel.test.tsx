import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { defaultTheme } from '../theme/themes.css';
import { ChatPanel } from './ChatPanel';

/** The page behind the panel, with a control of its own after it and before it. */
function renderPage() {
  return render(
    <>
      <button type="button">Antes</button>
      <ChatPanel messages={[]} onSend={() => {}} suggestions={['¿Cuánto cuesta?']} defaultOpen />
      <button type="button">Después</button>
    </>,
  );
}

const control = (name: string) => page.getByRole('button', { name, exact: true });

// The theme provides the tokens (spacing, sizes) the layout is made of.
beforeAll(() => document.documentElement.classList.add(defaultTheme));
afterAll(() => document.documentElement.classList.remove(defaultTheme));

describe('ChatPanel on phones, where it covers the page', () => {
  beforeEach(() => page.viewport(375, 812));

  it('Tab and Shift+Tab go round its controls instead of leaving for the hidden page', async () => {
    await renderPage();
    const close = control('Cerrar el asistente');
    (close.element() as HTMLElement).focus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(control('Enviar')).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(close).toHaveFocus();
  });
});

describe('ChatPanel from 768 px, a card beside the page', () => {
  beforeEach(() => page.viewport(1280, 900));

  it('lets Tab leave it: the page stays usable beside it', async () => {
    await renderPage();
    (control('Enviar').element() as HTMLElement).focus();
    await userEvent.keyboard('{Tab}');
    await expect.element(control('Cerrar el asistente')).not.toHaveFocus();
  });
});

describe('ChatPanel launcher', () => {
  beforeEach(() => page.viewport(1280, 900));

  it('hands its launcher to the page, and puts the launcher row away while isLauncherHidden', async () => {
    const launcher = { current: null as HTMLButtonElement | null };
    const screen = await render(
      <ChatPanel
        messages={[]}
        onSend={() => {}}
        launcherRef={launcher}
        labels={{ launcher: 'Pregúntame' }}
      />,
    );
    await expect.element(control('Pregúntame')).toBeVisible();
    expect(launcher.current).toBe(control('Pregúntame').element());

    await screen.rerender(
      <ChatPanel
        messages={[]}
        onSend={() => {}}
        launcherRef={launcher}
        labels={{ launcher: 'Pregúntame' }}
        isLauncherHidden
      />,
    );
    await expect.element(page.getByRole('button', { name: 'Pregúntame' })).not.toBeInTheDocument();
    expect(launcher.current?.checkVisibility()).toBe(false);
  });
});
