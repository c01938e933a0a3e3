// Plain JavaScript so that every config loader (Vitest, Playwright, scripts) can import it as is.

/** Debian's Chromium, unless CHROMIUM_PATH names another build. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Launch options for headless Chromium on these machines: no sandbox (tests run as root), no GPU,
 * and none of the background network calls that a machine without internet access would refuse.
 */
export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--disable-dev-shm-usage',
    '--font-render-hinting=none',
  ],
};
