import type { ReactNode } from 'react';
import { Home } from './pages/Home';
import { NotFound } from './pages/NotFound';

export interface RouteMeta {
  title: string;
  description: string;
}

export interface Page {
  meta: RouteMeta;
  render: () => ReactNode;
}

/** Every prerendered route. The server answers these paths with their own HTML file. */
export const routes: Record<string, Page> = {
  '/': { meta: Home.meta, render: () => <Home /> },
};

/** What any other path shows, served with HTTP status 404. */
export const notFound: Page = { meta: NotFound.meta, render: () => <NotFound /> };

export const pageFor = (path: string): Page => routes[path] ?? notFound;
