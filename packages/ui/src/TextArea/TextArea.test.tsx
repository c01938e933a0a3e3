import { I18nProvider } from 'react-aria-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TextArea } from './TextArea';

describe('TextArea character counter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces the characters left only after typing pauses', async () => {
    const screen = await render(<TextArea label="Mensaje" maxLength={50} />);
    const live = screen.container.querySelector('[aria-live="polite"]');
    const area = screen.getByRole('textbox', { name: 'Mensaje' });

    // Nothing is announced before the user types.
    vi.advanceTimersByTime(5000);
    expect(live?.textContent).toBe('');

    await userEvent.type(area, 'Hola');
    vi.advanceTimersByTime(999);
    await Promise.resolve();
    expect(live?.textContent).toBe('');

    // Each keystroke restarts the wait: still silent.
    await userEvent.type(area, ', qué tal');
    vi.advanceTimersByTime(500);
    expect(live?.textContent).toBe('');

    await vi.advanceTimersByTimeAsync(1000);
    await expect.element(screen.getByText('Quedan 37 caracteres.')).toBeInTheDocument();
  });

  it('uses the labels given', async () => {
    const screen = await render(
      <TextArea
        label="Message"
        maxLength={10}
        announceDelay={200}
        labels={{ remaining: (n) => `${n} left`, limit: (max) => `Up to ${max} characters.` }}
      />,
    );
    const area = screen.getByRole('textbox', { name: 'Message' });
    await expect.element(area).toHaveAccessibleDescription('Up to 10 characters.');
    await userEvent.type(area, 'Hi');
    await vi.advanceTimersByTimeAsync(200);
    await expect.element(screen.getByText('8 left')).toBeInTheDocument();
  });

  it("writes the counter and its texts in the I18nProvider's language", async () => {
    const english = await render(
      <I18nProvider locale="en-GB">
        <TextArea label="Message" maxLength={2000} defaultValue="Hi" announceDelay={0} />
      </I18nProvider>,
    );
    const area = english.getByRole('textbox', { name: 'Message' });
    await expect.element(english.getByText('2/2,000')).toBeInTheDocument();
    await expect.element(area).toHaveAccessibleDescription('Up to 2000 characters.');
    await userEvent.type(area, '!');
    await vi.advanceTimersByTimeAsync(0);
    await expect.element(english.getByText('1997 characters left.')).toBeInTheDocument();
    english.unmount();

    const catalan = await render(
      <I18nProvider locale="ca-ES">
        <TextArea label="Missatge" maxLength={2000} defaultValue="Hola" />
      </I18nProvider>,
    );
    await expect.element(catalan.getByText('4/2.000')).toBeInTheDocument();
    await expect
      .element(catalan.getByRole('textbox', { name: 'Missatge' }))
      .toHaveAccessibleDescription('Màxim 2000 caràcters.');
  });
});
