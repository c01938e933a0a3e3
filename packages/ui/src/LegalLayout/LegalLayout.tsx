import { clsx } from 'clsx';
import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { Button as AriaButton, Link as AriaLink, useLocale } from 'react-aria-components';
import { Container } from '../Container/Container';
import { IconArrowLeft, IconClose, IconMail } from '../Icon/Icon';
import { useLabels } from '../i18n/useLabels';
import { Link } from '../Link/Link';
import { InPageLink } from '../NavBar/InPageLink';
import {
  closeButton,
  contact,
  contactIcon,
  contactText as contactTextClass,
  contactTitle,
  documentBody,
  header,
  homeLink,
  lead,
  meta,
  metaSeparator,
  notFound as notFoundClass,
  numbered as numberedClass,
  page,
  prose,
  section as sectionClass,
  sectionTitle,
  title as titleClass,
  toc,
  tocLink,
  tocList,
  tocTitle,
  topBar,
} from './LegalLayout.css';
import { type LegalLayoutLabels, legalLayoutLabels } from './LegalLayout.intl';

/** One section of a legal document. */
export interface LegalSection {
  /** The section's id: the target of its table-of-contents link. */
  id: string;
  /** The section's heading, rendered as an `h2`. */
  title: ReactNode;
  /** The section's text: paragraphs, lists, tables and links are styled for reading. */
  content: ReactNode;
}

export interface LegalLayoutProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The document's title, rendered as the `h1`. Not shown when `notFound`. */
  title?: ReactNode;
  /** A short introduction under the title. */
  intro?: ReactNode;
  /**
   * Where the link back to the home page leads.
   * @default '/'
   */
  homeHref?: string;
  /**
   * Called by the close button; without it there is no close button. Recommended handler: back
   * in history when there is history, home otherwise:
   * `() => (history.length > 1 ? history.back() : navigate('/'))`.
   */
  onClose?: () => void;
  /**
   * The date of the last update: a `Date`, or an ISO string. A date-only string
   * (`'2025-01-15'`) is shown as that calendar day in every time zone; prefer it for
   * prerendered pages, so the server and the browser print the same day.
   */
  lastUpdated?: Date | string;
  /** The document's version, shown after the `version` label ("Version 1.0"). */
  version?: string;
  /** The document's sections, in order; each gets an entry in the table of contents. */
  sections?: LegalSection[];
  /**
   * Number the sections and their table-of-contents entries (1., 2., ...).
   * @default true
   */
  numbered?: boolean;
  /** An email address for questions, shown as a `mailto:` link in a contact block at the end. */
  contactEmail?: string;
  /** Text before the email link in the contact block. */
  contactText?: ReactNode;
  /** Text after the email link in the contact block. */
  contactTextAfter?: ReactNode;
  /** Shows the `notFound` label as the heading instead of a document (an unknown legal page). */
  notFound?: boolean;
  /** A sentence under the `notFound` heading. */
  notFoundText?: ReactNode;
  /** Overrides for the built-in labels (in the `I18nProvider`'s language). */
  labels?: Partial<LegalLayoutLabels>;
  /**
   * Extra content after the sections (before the contact block); with `notFound`, under the
   * message (for example a link to the legal pages that exist).
   */
  children?: ReactNode;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const pad = (value: number) => String(value).padStart(2, '0');

/** Formats the date as a long date in the locale ("15 January 2025"); `null` when it is not a date. */
function formatDate(value: Date | string, locale: string) {
  const dateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  const date = typeof value === 'string' ? new Date(dateOnly ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return null;
  const text = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    ...(dateOnly ? { timeZone: 'UTC' } : {}),
  }).format(date);
  const iso = dateOnly
    ? (value as string)
    : `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return { text, iso };
}

/**
 * The layout of a legal page (privacy, cookies, terms, legal notice): a link back to the home
 * page and a close button, the title with its last-updated date (in the `I18nProvider`'s locale)
 * and version, a table of contents, the numbered sections in a narrow reading column, and a
 * contact block. With `notFound` it shows its "not found" heading in the same frame.
 */
export function LegalLayout({
  title,
  intro,
  homeHref = '/',
  onClose,
  lastUpdated,
  version,
  sections = [],
  numbered = true,
  contactEmail,
  contactText,
  contactTextAfter,
  notFound,
  notFoundText,
  labels: labelOverrides,
  className,
  children,
  ...props
}: LegalLayoutProps) {
  const { locale } = useLocale();
  const labels = useLabels(legalLayoutLabels, labelOverrides);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const tocId = `${baseId}-toc`;
  const contactId = `${baseId}-contact`;
  const date = lastUpdated ? formatDate(lastUpdated, locale) : null;

  return (
    <div {...props} className={clsx(page, className)}>
      <Container width="narrow">
        <div className={topBar}>
          <AriaLink href={homeHref} className={homeLink}>
            <IconArrowLeft />
            {labels.home}
          </AriaLink>
          {onClose && (
            <AriaButton aria-label={labels.close} className={closeButton} onPress={onClose}>
              <IconClose size={24} />
            </AriaButton>
          )}
        </div>

        {notFound ? (
          <div className={notFoundClass}>
            <h1 className={titleClass}>{labels.notFound}</h1>
            {notFoundText && <p className={lead}>{notFoundText}</p>}
            {children}
          </div>
        ) : (
          <article aria-labelledby={titleId}>
            <header className={header}>
              <h1 id={titleId} className={titleClass}>
                {title}
              </h1>
              {(date || version) && (
                <p className={meta}>
                  {date && (
                    <span>
                      {labels.lastUpdated}: <time dateTime={date.iso}>{date.text}</time>
                    </span>
                  )}
                  {date && version && (
                    <span className={metaSeparator} aria-hidden="true">
                      ·
                    </span>
                  )}
                  {version && (
                    <span>
                      {labels.version} {version}
                    </span>
                  )}
                </p>
              )}
              {intro && <p className={lead}>{intro}</p>}
            </header>

            <div className={clsx(documentBody, numbered && numberedClass)}>
              {sections.length > 1 && (
                <nav aria-labelledby={tocId} className={toc}>
                  <h2 id={tocId} className={tocTitle}>
                    {labels.toc}
                  </h2>
                  <ol className={tocList}>
                    {sections.map((item) => (
                      <li key={item.id}>
                        <InPageLink href={`#${item.id}`} className={tocLink}>
                          <span>{item.title}</span>
                        </InPageLink>
                      </li>
                    ))}
                  </ol>
                </nav>
              )}

              {sections.map((item) => (
                <section
                  key={item.id}
                  id={item.id}
                  aria-labelledby={`${item.id}-title`}
                  className={sectionClass}
                >
                  <h2 id={`${item.id}-title`} className={sectionTitle}>
                    {item.title}
                  </h2>
                  <div className={prose}>{item.content}</div>
                </section>
              ))}

              {children}

              {contactEmail && (
                <section aria-labelledby={contactId} className={contact}>
                  <h2 id={contactId} className={contactTitle}>
                    <IconMail className={contactIcon} />
                    {labels.contact}
                  </h2>
                  <p className={contactTextClass}>
                    {contactText}
                    {contactText && ' '}
                    <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link>
                    {contactTextAfter}
                  </p>
                </section>
              )}
            </div>
          </article>
        )}
      </Container>
    </div>
  );
}
