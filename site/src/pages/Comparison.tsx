import { buildDate } from '../content/build';
import { comparison } from '../content/comparison';
import type { Page } from './page';
// The article's styles are the page's: its HTML is there from the start.
import './Comparison.css';

import { ComparisonArticle } from './ComparisonArticle';

// The article only shows content (plain links, a call to action that opens the lead form from the
// HTML), so its code never runs in the browser.
function Comparison() {
  return (
    <main id="contenido">
      <ComparisonArticle />
    </main>
  );
}

export const comparisonPage: Page = {
  meta: {
    title: comparison.metaTitle,
    description: comparison.description,
    ogType: 'article',
    jsonLd: async () => {
      const { comparisonArticleJsonLd } = await import('../seo/jsonLd');
      return [
        comparisonArticleJsonLd({
          path: comparison.path,
          headline: comparison.title,
          description: comparison.description,
          dateModified: buildDate,
          items: comparison.offerings.map(({ name, summary }) => ({ name, description: summary })),
        }),
      ];
    },
  },
  Component: Comparison,
};
