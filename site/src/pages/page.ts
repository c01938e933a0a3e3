import type { ComponentType } from 'react';
import type { Thing } from 'schema-dts';

/** What the prerender puts in a route's <head>. */
export interface PageMeta {
  /** The whole <title>, unique per route. */
  title: string;
  /** The meta description, unique per route (about 120–160 characters). */
  description: string;
  /** Open Graph type: 'article' for the legal pages and the comparison, 'website' otherwise. */
  ogType?: 'website' | 'article';
  /**
   * The page's own JSON-LD nodes (the Organization is added to every page by the prerender). Only
   * the prerender needs them: they are imported when asked for, so they stay out of the page's chunk.
   */
  jsonLd?: () => Promise<Thing[]>;
  /** Keep the page out of search results (the 404 pages). */
  noindex?: boolean;
}

/** What a route's module gives: its <head> and its content. */
export interface Page {
  meta: PageMeta;
  /** The page's content: a `<main id="contenido">` and what belongs in it. */
  Component: ComponentType;
}
