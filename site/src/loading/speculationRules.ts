/**
 * Pages are documents: a move between them loads the next page's prerendered HTML. Speculation Rules
 * make it instant: the browser prerenders a page of the site once the visitor shows they are about to
 * open it (a pointer resting on its link, a finger pressing it), so the move only shows what is
 * ready. The prerender writes them into every page's head; the server's Content-Security-Policy
 * allows them by their hash. A prerendered page starts what it shows the visitor (the cookie banner,
 * the assistant's 3 s) only once it is shown (`whenShown` in triggers.ts).
 */
export const speculationRules = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          // The API and the lead form's plain post are not pages.
          { not: { href_matches: '/api/*' } },
          { not: { selector_matches: '[download], [rel~="nofollow"]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});
