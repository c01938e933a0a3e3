import uiStylesheet from '@renueva/ui/styles.css?url';

export { uiStylesheet };

/**
 * The design system's stylesheet. A prerendered page links only the rules it can use (its own copy,
 * `link[data-ui-styles]`, cut by scripts/build/routeStyles.ts), so no page loads the CSS of components
 * it never renders. Another page, reached by a client-side navigation, may need any rule: it waits for
 * the whole sheet first, inserted right after that copy, where its rules keep their place in the cascade.
 */
let loading: Promise<void> | undefined;

export function loadUiStyles(): Promise<void> {
  loading ??= new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = uiStylesheet;
    // A stylesheet that fails to load leaves the page as it was; it must not hold the navigation.
    link.onload = link.onerror = () => resolve();
    const pageCopy = document.head.querySelector('link[data-ui-styles]');
    if (pageCopy) pageCopy.after(link);
    else document.head.prepend(link);
  });
  return loading;
}
