import { describe, expect, test } from 'vitest';
import { backStaysOnSite, type HistoryFacts } from './backStaysOnSite';

const origin = 'https://renueva.es';
const opened = (facts: Partial<HistoryFacts>): HistoryFacts => ({
  historyLength: 1,
  referrer: '',
  origin,
  ...facts,
});

describe('backStaysOnSite', () => {
  test('trusts the Navigation API, which only counts entries of this origin', () => {
    expect(backStaysOnSite(opened({ canGoBack: true }))).toBe(true);
    // Came from a search engine: there is history, but none of it is ours.
    expect(
      backStaysOnSite(opened({ canGoBack: false, historyLength: 3, referrer: 'https://www.google.com/' })),
    ).toBe(false);
  });

  test('a page opened in a new tab has nowhere to go back to', () => {
    expect(backStaysOnSite(opened({ referrer: `${origin}/` }))).toBe(false);
  });

  test('a page loaded from a link on the site goes back to it', () => {
    expect(backStaysOnSite(opened({ historyLength: 2, referrer: `${origin}/comparacion` }))).toBe(true);
  });

  test('a page loaded from another site, or typed in, does not go back out of the site', () => {
    expect(backStaysOnSite(opened({ historyLength: 4, referrer: 'https://www.google.com/' }))).toBe(false);
    expect(backStaysOnSite(opened({ historyLength: 4, referrer: 'http://renueva.es/' }))).toBe(false);
    expect(backStaysOnSite(opened({ historyLength: 4 }))).toBe(false);
  });
});
