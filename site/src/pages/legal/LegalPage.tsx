import { LegalLayout, Link, Stack } from '@renueva/ui';
import { useId } from 'react';
import { buildDate } from '../../content/build';
import {
  isRichText,
  type LegalBlock,
  type LegalDocument,
  type LegalTable as LegalTableData,
  legalDocuments,
  legalNotFound,
  legalVersion,
} from '../../content/legal';
import { currentBackStaysOnSite } from './backStaysOnSite';
import * as styles from './LegalPage.css';
import { RichText } from './RichText';

function Block({ block }: { block: LegalBlock }) {
  if (isRichText(block))
    return (
      <p>
        <RichText text={block} />
      </p>
    );
  if ('heading' in block) return <h3>{block.heading}</h3>;
  if ('list' in block) {
    const List = block.ordered ? 'ol' : 'ul';
    return (
      <List>
        {block.list.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
          <li key={index}>
            <RichText text={item} />
          </li>
        ))}
      </List>
    );
  }
  return <Table table={block.table} />;
}

function Table({ table: { caption, columns, rows } }: { table: LegalTableData }) {
  const captionId = useId();
  const wide = columns.length > 3;
  const table = (
    <table className={wide ? styles.wideTable : undefined}>
      <caption id={captionId}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, rowIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
          <tr key={rowIndex}>
            {row.map((cell, cellIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one cell per column
              <td key={cellIndex}>
                <RichText text={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (!wide) return table;
  // A region named by the caption, focusable so keyboard users can scroll it too.
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-labelledby={captionId} tabIndex={0} className={styles.tableScroller}>
      {table}
    </section>
  );
}

/** The close button: back to the page of this site the visitor came from, otherwise home. */
function close() {
  if (currentBackStaysOnSite()) window.history.back();
  else window.location.assign('/');
}

/** A legal document on the legal layout, dated with the build day. */
function LegalPage({ legal }: { legal: LegalDocument }) {
  return (
    <LegalLayout
      title={legal.title}
      intro={legal.intro}
      onClose={close}
      lastUpdated={buildDate}
      version={legalVersion}
      sections={legal.sections.map(({ id, title, blocks }) => ({
        id,
        title,
        content: blocks.map((block, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
          <Block key={index} block={block} />
        )),
      }))}
      contactEmail={legal.contactEmail}
      contactText={legal.contactText}
      contactTextAfter="."
    />
  );
}

/** An unknown `/legal/*` path: 'Contenido no encontrado' on the legal layout, with the documents that exist. */
function LegalNotFound() {
  return (
    <LegalLayout notFound notFoundText={legalNotFound.text} onClose={close}>
      <Stack as="ul" gap="3">
        {legalDocuments.map((legal) => (
          <li key={legal.path}>
            <Link href={legal.path}>{legal.title}</Link>
          </li>
        ))}
      </Stack>
    </LegalLayout>
  );
}

/**
 * A legal page's island: the document at `path` (or what an unknown `/legal/*` path shows), whose
 * code, the close button's, runs when the visitor reaches for it.
 */
export function LegalIsland({ path }: { path: string }) {
  const legal = legalDocuments.find((document) => document.path === path);
  return legal ? <LegalPage legal={legal} /> : <LegalNotFound />;
}
