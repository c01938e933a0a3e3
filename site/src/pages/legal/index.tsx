import { brand } from '../../content/brand';
import { buildDate } from '../../content/build';
import { type LegalDocument, legalDocuments, legalNotFound } from '../../content/legal';
import { Island } from '../../loading/Island';
import type { Page } from '../page';
// The document's styles are the page's: its HTML is there from the start.
import './LegalPage.css';

// The document is prerendered in full, an island whose code (the close button) runs when the
// visitor reaches for it.
const LegalMain = ({ path }: { path: string }) => (
  <main id="contenido">
    <Island name="legal" props={{ path }} />
  </main>
);

function legalPage(legal: LegalDocument): Page {
  return {
    meta: {
      title: `${legal.title} | ${brand.name}`,
      description: legal.description,
      ogType: 'article',
      jsonLd: async () => {
        const { articleJsonLd } = await import('../../seo/jsonLd');
        return [
          articleJsonLd({
            path: legal.path,
            headline: legal.title,
            description: legal.description,
            dateModified: buildDate,
            articleSection: legal.sections.map((section) => section.title),
          }),
        ];
      },
    },
    // biome-ignore lint/correctness/noComponentHookFactories: made once per document, when the module loads
    Component: () => <LegalMain path={legal.path} />,
  };
}

/** The four legal documents, by path. */
export const legalPages: Record<string, Page> = Object.fromEntries(
  legalDocuments.map((legal) => [legal.path, legalPage(legal)]),
);

/** What an unknown `/legal/*` path shows (the server answers it with 404). */
export const legalNotFoundPage: Page = {
  meta: {
    title: `${legalNotFound.title} | ${brand.name}`,
    description: legalNotFound.description,
    noindex: true,
  },
  Component: () => <LegalMain path="/legal/404" />,
};
