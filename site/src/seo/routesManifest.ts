/**
 * Where the prerender writes each page in dist/client, and the manifest (dist/routes.json) that tells the
 * server which file answers which path: a route with 200, any other path the not-found page of its longest
 * matching prefix with 404.
 */
export interface RoutesManifest {
  /** Route path → file, e.g. '/checkout' → 'checkout/index.html'. */
  routes: Record<string, string>;
  /** Longest prefix first, e.g. { prefix: '/legal/', file: 'legal/404.html' }, then { prefix: '/', file: '404.html' }. */
  notFound: { prefix: string; file: string }[];
}

// Lowercase segments only: a path can never name a file outside dist/client or two paths one file.
const ROUTE_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;
const PREFIX = /^\/(?:[a-z0-9-]+\/)*$/;

function checked(value: string, pattern: RegExp, what: string) {
  if (!pattern.test(value)) throw new Error(`Invalid ${what} for the prerender: '${value}'`);
  return value;
}

/** '/' → 'index.html', '/a/b' → 'a/b/index.html'. */
export const routeFile = (path: string) =>
  path === '/' ? 'index.html' : `${checked(path, ROUTE_PATH, 'route path').slice(1)}/index.html`;

/** '/' → '404.html', '/legal/' → 'legal/404.html'. */
export const notFoundFile = (prefix: string) =>
  `${checked(prefix, PREFIX, 'not-found prefix').slice(1)}404.html`;

export function routesManifest(
  routePaths: readonly string[],
  notFoundPrefixes: readonly string[],
): RoutesManifest {
  return {
    routes: Object.fromEntries(routePaths.map((path) => [path, routeFile(path)])),
    notFound: [...notFoundPrefixes]
      .sort((a, b) => b.length - a.length)
      .map((prefix) => ({ prefix, file: notFoundFile(prefix) })),
  };
}
