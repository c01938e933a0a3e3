import { brand } from '../../content/brand';
import { buildDate } from '../../content/build';
import { type LegalDocument, legalDocuments, legalNotFound } from '../../content/legal';
import type { Page } from '../page';
import { LegalNotFound, LegalPage } from './LegalPage';

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
    Component: () => <LegalPage legal={legal} />,
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
  Component: LegalNotFound,
};
