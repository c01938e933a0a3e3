import { defaultTheme } from '@renueva/ui';
import { prerender } from 'react-dom/static';
import { App } from './App';
import { pageFor } from './routes';

export { routes } from './routes';

/** Renders one route to HTML at build time (see scripts/prerender.ts). */
export async function render(path: string) {
  const { prelude } = await prerender(<App ssrPath={path} />);
  const html = await new Response(prelude).text();
  return { html, meta: pageFor(path).meta, themeClass: defaultTheme };
}
