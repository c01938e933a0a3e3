import { describe, expect, test } from 'vitest';
import { routes } from '../../routes';
import { comparison } from '../comparison';
import { legalDocuments } from '.';
import { type Inline, isRichText, type LegalBlock, type RichText } from './types';

const pieces = (text: RichText): Inline[] => (typeof text === 'string' ? [text] : [...text]);

function blockPieces(block: LegalBlock): Inline[] {
  if (isRichText(block)) return pieces(block);
  if ('list' in block) return block.list.flatMap(pieces);
  if ('table' in block) return block.table.rows.flat().flatMap(pieces);
  return [];
}

const links = [
  ...legalDocuments.flatMap((legal) =>
    legal.sections
      .flatMap((section) => section.blocks.flatMap(blockPieces))
      .map((piece) => ({ piece, from: legal.path })),
  ),
  ...[...comparison.details, comparison.conclusion]
    .flatMap((part) => part.paragraphs.flatMap(pieces))
    .map((piece) => ({ piece, from: comparison.path })),
].flatMap(({ piece, from }) =>
  typeof piece === 'object' && 'href' in piece ? [{ href: piece.href, from }] : [],
);

describe('links in the legal documents and the comparison', () => {
  test('there are links to check', () => {
    expect(links.length).toBeGreaterThan(5);
  });

  test.each(links.filter(({ href }) => href.startsWith('/')))(
    '$from → $href is a page of the site',
    ({ href }) => {
      expect(Object.keys(routes)).toContain(href);
    },
  );

  test.each(links.filter(({ href }) => !href.startsWith('/')))(
    '$from → $href is https or mailto',
    ({ href }) => {
      expect(href).toMatch(/^(https:\/\/|mailto:[^@\s]+@[^@\s]+\.\w+$)/);
    },
  );
});

describe('each legal document', () => {
  test.each(legalDocuments.map((legal) => [legal.path, legal] as const))(
    '%s has unique section ids',
    (_, legal) => {
      const ids = legal.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    },
  );
});
