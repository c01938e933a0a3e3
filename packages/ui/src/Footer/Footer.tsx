import { clsx } from 'clsx';
import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Container } from '../Container/Container';
import { IconCookie } from '../Icon/Icon';
import { useLabels } from '../i18n/useLabels';
import { InPageLink } from '../NavBar/InPageLink';
import {
  bottom,
  bottomLinks,
  bottomOnly,
  brandBlock,
  column,
  columns as columnsClass,
  columnTitle,
  compact,
  cookieButton,
  copyright as copyrightClass,
  description as descriptionClass,
  footer,
  legalList,
  link,
  list,
  smallLink,
  top,
} from './Footer.css';
import { type FooterLabels, footerLabels } from './Footer.intl';

/** A link of the footer. */
export interface FooterLink {
  /** The URL, or `#id` of a section of the page (it scrolls there smoothly). */
  href: string;
  /** The visible text. */
  label: ReactNode;
}

/** A column of links under a short title. */
export interface FooterColumn {
  /** The column's title, rendered as an `h2`. */
  title: ReactNode;
  /** The column's links. */
  links: FooterLink[];
}

export interface FooterProps extends HTMLAttributes<HTMLElement> {
  /** The `id` of the footer, the target of in-page links (for example `contacto`). */
  id?: string;
  /** The logo or brand name, at the top of the first column. */
  brand?: ReactNode;
  /** A sentence under the brand. */
  description?: ReactNode;
  /** Columns of links, side by side on wide screens and wrapping on narrow ones. */
  columns?: FooterColumn[];
  /** Links to the legal pages, in the bottom row. */
  legalLinks?: FooterLink[];
  /** The copyright line, for example "© 2025 Empresa S.L. Todos los derechos reservados." */
  copyright?: ReactNode;
  /**
   * Reopens the cookie preferences (pass `openBanner` from `useConsent()`). The cookie settings
   * button shows when it is given, or with `showCookieSettings`.
   */
  onCookieSettings?: () => void;
  /**
   * Shows the cookie settings button without a handler: on a page with a prerendered cookie banner,
   * its script (`enhancePrerenderedBanner`) opens the preferences from the button's
   * `data-consent="settings"`, with no React.
   * @default false
   */
  showCookieSettings?: boolean;
  /** Overrides for the built-in labels (in the `I18nProvider`'s language). */
  labels?: Partial<FooterLabels>;
  /** Extra content between the columns and the bottom row (for example contact details). */
  children?: ReactNode;
}

/**
 * The page footer, on the inverse (dark) tone: brand, columns of links, then a bottom row with
 * the copyright line, the legal links and a "Cookie settings" button that reopens the cookie
 * preferences (pass `openBanner` from `useConsent()` as `onCookieSettings`, or, on a page whose
 * prerendered banner works without React, set `showCookieSettings`).
 */
export function Footer({
  brand,
  description,
  columns,
  legalLinks,
  copyright,
  onCookieSettings,
  showCookieSettings = false,
  labels: labelOverrides,
  className,
  children,
  ...props
}: FooterProps) {
  const labels = useLabels(footerLabels, labelOverrides);
  const baseId = useId();
  const hasTop = Boolean(brand || description || (columns && columns.length > 0));
  return (
    <footer {...props} className={clsx(footer, !hasTop && compact, className)}>
      <Container>
        {hasTop && (
          <div className={top}>
            {(brand || description) && (
              <div className={brandBlock}>
                {brand}
                {description && <p className={descriptionClass}>{description}</p>}
              </div>
            )}
            {columns && columns.length > 0 && (
              <nav aria-label={labels.navigation} className={columnsClass}>
                {columns.map((col, index) => {
                  const titleId = `${baseId}-${index}`;
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns are a static list
                    <div key={index} className={column}>
                      <h2 id={titleId} className={columnTitle}>
                        {col.title}
                      </h2>
                      <ul aria-labelledby={titleId} className={list}>
                        {col.links.map((item) => (
                          <li key={item.href}>
                            <InPageLink href={item.href} className={link}>
                              {item.label}
                            </InPageLink>
                          </li>
                        ))}
                      </ul>
                    </div>
                  );
                })}
              </nav>
            )}
          </div>
        )}
        {children}
        <div className={clsx(bottom, !hasTop && bottomOnly)}>
          {copyright && <p className={copyrightClass}>{copyright}</p>}
          <div className={bottomLinks}>
            {legalLinks && legalLinks.length > 0 && (
              <nav aria-label={labels.legal}>
                <ul className={legalList}>
                  {legalLinks.map((item) => (
                    <li key={item.href}>
                      <InPageLink href={item.href} className={smallLink}>
                        {item.label}
                      </InPageLink>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
            {(onCookieSettings || showCookieSettings) && (
              <AriaButton
                className={cookieButton}
                data-consent="settings"
                onPress={onCookieSettings && (() => onCookieSettings())}
              >
                <IconCookie />
                {labels.cookieSettings}
              </AriaButton>
            )}
          </div>
        </div>
      </Container>
    </footer>
  );
}
