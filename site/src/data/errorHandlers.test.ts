import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { installGlobalErrorHandlers } from './errorHandlers';

/** An element the fake document holds: its text, possibly inside a shadow root as Vite's overlay has it. */
function overlay(text: string, { inShadow = false } = {}) {
  return {
    textContent: inShadow ? '' : text,
    shadowRoot: inShadow ? { textContent: text } : null,
    removed: false,
    remove() {
      this.removed = true;
    },
  };
}
type FakeOverlay = ReturnType<typeof overlay>;

/** Just enough of a window: events, a document that finds overlays, and timers run on demand. */
function fakeWindow(overlays: FakeOverlay[] = []) {
  const timers: (() => void)[] = [];
  const win = Object.assign(new EventTarget(), {
    document: { querySelectorAll: () => overlays.filter((element) => !element.removed) },
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  return {
    win: win as unknown as Window,
    runTimers: () => {
      for (const callback of timers.splice(0)) callback();
    },
  };
}

const errorEvent = (init: { message?: string; filename?: string; error?: unknown }) =>
  Object.assign(new Event('error', { cancelable: true }), init);
const rejectionEvent = (reason: unknown) =>
  Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
});

describe("the site's own errors", () => {
  test('an uncaught error is logged once, with the error', () => {
    const { win } = fakeWindow();
    installGlobalErrorHandlers(win);
    const error = new TypeError("Cannot read properties of undefined (reading 'price')");
    win.dispatchEvent(
      errorEvent({ message: error.message, filename: 'https://renueva.es/assets/index.js', error }),
    );
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('Unhandled error:', error);
  });

  test('an unhandled rejection is logged once, with its reason', () => {
    const { win } = fakeWindow();
    installGlobalErrorHandlers(win);
    const reason = new Error('500: Algo ha fallado.');
    const event = rejectionEvent(reason);
    win.dispatchEvent(event);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('Unhandled promise rejection:', reason);
    expect(event.defaultPrevented).toBe(false);
  });
});

describe('errors raised by browser extensions', () => {
  const extensionError = (url: string) => {
    const error = new Error('Something failed');
    error.stack = `Error: Something failed\n    at inject (${url}inpage.js:1:1)`;
    return error;
  };

  test.each([
    'chrome-extension://nkbihfbeogaeaoehlefnkodbefgpgknn/',
    'moz-extension://2b9a3c7e-1f0d-4d3e-9a51-4c0e2b6f8d11/',
    'safari-web-extension://6C2A8F1E-0B7D-4E7A-9C3B-1D5E8F2A4B6C/',
  ])('an error from %s is silenced', (url) => {
    const { win } = fakeWindow();
    installGlobalErrorHandlers(win);
    const fromStack = errorEvent({ message: 'Something failed', error: extensionError(url) });
    const fromFile = errorEvent({ message: 'Script error.', filename: `${url}content.js` });
    const rejection = rejectionEvent(extensionError(url));
    for (const event of [fromStack, fromFile, rejection]) {
      win.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
    }
    expect(consoleError).not.toHaveBeenCalled();
  });

  test.each([
    new Error('MetaMask - RPC Error: Internal JSON-RPC error.'),
    'Cannot redefine property: ethereum',
    { code: 4001, message: 'Wallet connection rejected by the user' },
  ])('a wallet injection failure is silenced: %s', (reason) => {
    const { win } = fakeWindow();
    installGlobalErrorHandlers(win);
    const event = rejectionEvent(reason);
    win.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(consoleError).not.toHaveBeenCalled();
  });

  test('an error overlay that mentions a wallet is removed, now or once it has appeared; others stay', () => {
    const before = overlay('[plugin:runtime-error] MetaMask extension not found', { inShadow: true });
    const unrelated = overlay('Failed to resolve import "./Pricing"');
    const overlays = [before, unrelated];
    const { win, runTimers } = fakeWindow(overlays);
    installGlobalErrorHandlers(win);
    win.dispatchEvent(rejectionEvent(new Error('Failed to connect to MetaMask')));
    expect(before.removed).toBe(true);

    const after = overlay('Unhandled rejection: ethereum provider');
    overlays.push(after);
    runTimers();
    expect(after.removed).toBe(true);
    expect(unrelated.removed).toBe(false);
  });
});

test('the function it returns removes both handlers', () => {
  const { win } = fakeWindow();
  const uninstall = installGlobalErrorHandlers(win);
  uninstall();
  win.dispatchEvent(errorEvent({ message: 'boom', error: new Error('boom') }));
  win.dispatchEvent(rejectionEvent(new Error('boom')));
  expect(consoleError).not.toHaveBeenCalled();
});
