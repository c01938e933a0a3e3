/**
 * Global handlers for errors nothing else caught (SPEC §8). The site's own errors are logged on one console
 * line each; errors raised by browser extensions (injected wallet scripts above all) are not the site's, so
 * they are silenced, and an error overlay they made appear is removed.
 */
const EXTENSION_SOURCE = /\b(?:chrome|moz|safari-web)-extension:\/\//;
const WALLET = /metamask|ethereum|wallet/i;
/** Vite's development overlay, and any overlay injected at the top of the page. */
const OVERLAYS = 'vite-error-overlay, body > [id*="overlay" i], body > [class*="overlay" i]';

/** The message and stack of an Error (or of an Error-like object a wallet rejects with), or the value as text. */
function textOf(value: unknown): string {
  if (typeof value === 'object' && value !== null) {
    const { message, stack } = value as { message?: unknown; stack?: unknown };
    return `${String(message ?? '')}\n${String(stack ?? '')}`;
  }
  return String(value ?? '');
}

const fromExtension = (text: string) => EXTENSION_SOURCE.test(text) || WALLET.test(text);

function removeWalletOverlays(document: Document) {
  for (const overlay of document.querySelectorAll(OVERLAYS)) {
    if (WALLET.test(`${overlay.textContent ?? ''} ${overlay.shadowRoot?.textContent ?? ''}`))
      overlay.remove();
  }
}

/**
 * Installs the `error` and `unhandledrejection` listeners on `win`; call it once in the client entry, before
 * hydrating. Returns a function that removes them.
 */
export function installGlobalErrorHandlers(win: Window = window): () => void {
  const ignore = (event: Event) => {
    event.preventDefault();
    removeWalletOverlays(win.document);
    // An overlay listening to the same event may only appear after this listener has run.
    win.setTimeout(() => removeWalletOverlays(win.document), 0);
  };
  const onError = (event: ErrorEvent) => {
    if (fromExtension(`${event.filename ?? ''}\n${event.message ?? ''}\n${textOf(event.error)}`))
      ignore(event);
    else console.error('Unhandled error:', event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (fromExtension(textOf(event.reason))) ignore(event);
    else console.error('Unhandled promise rejection:', event.reason);
  };
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
