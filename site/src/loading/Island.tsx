import { createContext, use } from 'react';
import { island as islandClass } from './Island.css';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandName, type IslandProps } from './islands';

/** The islands a page's prerender met, by name, with their props (see entry-prerender.tsx). */
export const IslandsOnPage = createContext<Map<IslandName, object> | null>(null);

/** Where the prerender writes an island's own HTML into the page's. */
export const islandPlaceholder = (name: IslandName) => `<!--island:${name}-->`;

/**
 * An island in a page, at prerender time: a `<div data-island>` holding the island's props as JSON,
 * whose content the prerender renders as a root of its own (pages are only ever rendered there; the
 * browser hydrates each island alone, see islands.ts). Its wrapper lays out as if it were not there.
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props?: IslandProps<N> }) {
  const onPage = use(IslandsOnPage);
  if (!onPage) throw new Error(`The island ${name} is rendered outside a page's prerender`);
  if (onPage.has(name)) throw new Error(`A page holds the island ${name} twice`);
  onPage.set(name, props ?? {});
  return (
    <div
      className={islandClass}
      {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: props ? JSON.stringify(props) : undefined }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a marker the prerender replaces with the island's own HTML
      dangerouslySetInnerHTML={{ __html: islandPlaceholder(name) }}
    />
  );
}
