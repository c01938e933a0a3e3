import uiStylesheet from '@renueva/ui/styles.css?url';

/**
 * The styles of a prerendered page are in its HTML: an inline `<style data-whole-styles="…">` with
 * the rules that page can use (scripts/build/routeStyles.ts), so its first paint waits for no
 * stylesheet. The attribute names the sheet with every rule of the site, which another page, reached
 * by a client-side navigation, waits for: inserted right after the page's copy, where its rules keep
 * their place in the cascade. The dev server's pages have no such copy: there the design system's
 * sheet is the whole one, as Vite injects the site's own styles.
 */
const pageStyles = () => document.head.querySelector<HTMLStyleElement>('style[data-whole-styles]');

/** The URL of the sheet with every rule of the site (or, in development, of the design system). */
export const wholeStylesheet = () => pageStyles()?.dataset.wholeStyles ?? uiStylesheet;

let loading: Promise<void> | undefined;

export function loadWholeStyles(): Promise<void> {
  loading ??= new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = wholeStylesheet();
    // A stylesheet that fails to load leaves the page as it was; it must not hold the navigation.
    link.onload = link.onerror = () => resolve();
    const pageCopy = pageStyles();
    if (pageCopy) pageCopy.after(link);
    else document.head.prepend(link);
  });
  return loading;
}
