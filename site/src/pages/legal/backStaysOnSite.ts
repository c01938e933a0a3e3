/** What the close button knows about the tab's history when it is pressed. */
export interface HistoryFacts {
  /** `navigation.canGoBack` where the Navigation API exists: it lists only this origin's entries. */
  canGoBack?: boolean;
  historyLength: number;
  /** `document.referrer`: the page that linked to this document, if any. */
  referrer: string;
  origin: string;
}

/**
 * Whether going back in history lands on a page of this site, so the legal pages' close button can
 * go back there and otherwise go home (never out of the site, never to nothing).
 *
 * Without the Navigation API, only a same-origin referrer tells the previous entry was one of our
 * pages (every move between them loads a document).
 */
export function backStaysOnSite(facts: HistoryFacts): boolean {
  if (facts.canGoBack !== undefined) return facts.canGoBack;
  if (facts.historyLength < 2) return false;
  try {
    return new URL(facts.referrer).origin === facts.origin;
  } catch {
    return false; // no referrer
  }
}

/** `backStaysOnSite` for the current tab. */
export function currentBackStaysOnSite(): boolean {
  return backStaysOnSite({
    canGoBack: 'navigation' in window ? window.navigation.canGoBack : undefined,
    historyLength: window.history.length,
    referrer: document.referrer,
    origin: window.location.origin,
  });
}
