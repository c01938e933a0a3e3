import { clsx } from 'clsx';
import { type HTMLAttributes, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { useLabels } from '../i18n/useLabels';
import { InclusionMark } from '../ShowcaseCard/ShowcaseCard';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import {
  colHeader,
  dataCell,
  firstColumn,
  frame,
  highlighted,
  highlightedHeader,
  markCell,
  region,
  scroller,
  table,
  title,
} from './ComparisonTable.css';
import { type ComparisonTableLabels, comparisonTableLabels } from './ComparisonTable.intl';

/** A cell's content: text (or any node), or `true` / `false` for a yes / no mark. */
export type ComparisonCell = ReactNode | boolean;

export interface ComparisonColumn {
  /** Identifies the column in each row's `cells`. */
  id: string;
  /** The column header, for example 'Agencia'. */
  label: ReactNode;
}

export interface ComparisonRow {
  /** A stable key for the row. */
  id: string;
  /** The row header: what is compared, for example 'Plazo de entrega'. */
  label: ReactNode;
  /** One cell per column id; a missing cell is empty. */
  cells: Record<string, ComparisonCell>;
}

export interface ComparisonTableProps extends HTMLAttributes<HTMLDivElement> {
  /** The table's caption; it also names the scrollable region. */
  caption: ReactNode;
  /** Keeps the caption for screen readers only, when a heading above already says it. */
  hideCaption?: boolean;
  /** Header of the first column (above the row headers), for example 'Qué incluye'. Empty by default. */
  rowHeaderLabel?: ReactNode;
  /** The columns being compared, in order. */
  columns: ComparisonColumn[];
  /** The rows: what is compared, with a cell per column. */
  rows: ComparisonRow[];
  /** Id of the column to highlight (for example your own offer). */
  highlightedColumn?: string;
  /** Overrides for the yes / no marks' built-in screen-reader words (in the `I18nProvider`'s language). */
  labels?: Partial<ComparisonTableLabels>;
}

/**
 * Whether an element's content is wider than its box, and whether there is more of it past the
 * end edge, kept up to date as it resizes and scrolls.
 */
function useHorizontalScroll<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  // Until measured (and in prerendered HTML) assume it scrolls, so keyboard users can reach it.
  const [state, setState] = useState({ overflows: true, more: false });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const overflows = element.scrollWidth > element.clientWidth + 1;
      const more = overflows && element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setState((previous) =>
        previous.overflows === overflows && previous.more === more ? previous : { overflows, more },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, []);
  return [ref, state] as const;
}

/**
 * An accessible comparison: a real `<table>` with a caption, column headers and row headers, text
 * or yes / no cells, and one highlighted column. On narrow screens the table keeps its columns and
 * scrolls sideways inside its frame, with the row headers fixed at the start and a soft shade at
 * the end edge while there is more to see; the scrolling area is then a region named by the
 * caption and focusable, so keyboard users can scroll it with the arrow keys.
 *
 * Scrolling was chosen over restacking the rows as cards: a comparison is read across a row, and
 * the table keeps the row and column relationships screen readers announce for every cell.
 */
export function ComparisonTable({
  caption,
  hideCaption,
  rowHeaderLabel,
  columns,
  rows,
  highlightedColumn,
  labels,
  className,
  ...props
}: ComparisonTableProps) {
  const text = useLabels(comparisonTableLabels, labels);
  const captionId = useId();
  const [ref, { overflows, more }] = useHorizontalScroll<HTMLElement>();
  const renderCell = (value: ComparisonCell) =>
    typeof value === 'boolean' ? (
      <span className={markCell}>
        <InclusionMark included={value} label={value ? text.yes : text.no} />
      </span>
    ) : (
      value
    );
  return (
    <div {...props} className={clsx(frame, className)}>
      {/* The caption is read with the table; this is its visible copy, outside the scrolling area. */}
      {!hideCaption && (
        <p className={title} aria-hidden="true">
          {caption}
        </p>
      )}
      <div className={scroller} data-more={more || undefined}>
        <section
          ref={ref}
          aria-labelledby={captionId}
          tabIndex={overflows ? 0 : undefined}
          className={region}
        >
          <table className={table}>
            <caption id={captionId} className={visuallyHidden}>
              {caption}
            </caption>
            <thead>
              <tr>
                {rowHeaderLabel ? (
                  <th scope="col" className={firstColumn}>
                    {rowHeaderLabel}
                  </th>
                ) : (
                  <td className={firstColumn} />
                )}
                {columns.map((column) => (
                  <th
                    key={column.id}
                    scope="col"
                    className={clsx(
                      colHeader,
                      column.id === highlightedColumn && [highlighted, highlightedHeader],
                    )}
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className={firstColumn}>
                    {row.label}
                  </th>
                  {columns.map((column) => (
                    <td
                      key={column.id}
                      className={clsx(dataCell, column.id === highlightedColumn && highlighted)}
                    >
                      {renderCell(row.cells[column.id])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </div>
  );
}
