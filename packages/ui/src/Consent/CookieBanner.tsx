import { clsx } from 'clsx';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Button as AriaButton, SwitchButton, SwitchField, Text } from 'react-aria-components';
import { Button } from '../Button/Button';
import { IconClose, IconCookie } from '../Icon/Icon';
import { useLabels } from '../i18n/useLabels';
import { Link } from '../Link/Link';
import { afterPageLoad } from './afterPageLoad';
import { ConsentProvider, useConsentContext } from './Consent';
import {
  alwaysOn,
  banner,
  categories,
  category,
  categoryDescription,
  categoryName,
  choices,
  closeButton,
  detailActions,
  footer,
  head,
  headIcon,
  heading,
  links,
  prerendered,
  switchButton,
  text,
  thumb,
  track,
} from './Consent.css';
import { type CookieBannerLabels, cookieBannerLabels } from './CookieBanner.intl';
import { type ConsentPreferences, normalizePreferences } from './consentStorage';
import { publishBottomInset } from './prerenderedBanner';

export interface CookieBannerProps {
  /** URL of the cookie policy. */
  policyHref: string;
  /** URL of the privacy policy. */
  privacyHref: string;
  /**
   * Milliseconds after load before the banner appears (only when no valid consent is stored);
   * `null`: it never appears on its own, only through `openBanner()` (a page whose prerendered
   * banner asks instead, see `enhancePrerenderedBanner`).
   * @default 1000
   */
  delay?: number | null;
  /** Overrides for any of the banner's texts (in the `I18nProvider`'s language). */
  labels?: Partial<CookieBannerLabels>;
  /** An extra class for the panel. */
  className?: string;
}

const OPTIONAL = ['analytics', 'marketing', 'functional'] as const;

interface CategorySwitchProps {
  label: string;
  description: string;
  isSelected: boolean;
  onChange?: (isSelected: boolean) => void;
  tag?: string;
  /** The input's name: the category's key, which a prerendered banner's script reads. */
  name?: string;
}

function CategorySwitch({ label, description, isSelected, onChange, tag, name }: CategorySwitchProps) {
  return (
    <SwitchField
      className={category}
      isSelected={isSelected}
      onChange={onChange}
      isDisabled={!onChange}
      name={name}
    >
      <SwitchButton className={switchButton}>
        <span className={categoryName}>{label}</span>
        {tag && <span className={alwaysOn}>{tag}</span>}
        <span className={track}>
          <span className={thumb} />
        </span>
      </SwitchButton>
      <Text slot="description" className={categoryDescription}>
        {description}
      </Text>
    </SwitchField>
  );
}

/**
 * The cookie consent banner. It appears `delay` ms after load when no valid consent is stored,
 * as a non-modal region fixed at the bottom of the screen (it never takes focus on its own, never
 * blocks the page and never moves the layout). While it shows, the page scrolls what has focus
 * clear of it, with room to do so at its end, and `ChatPanel`'s launcher row rises above it where
 * they would overlap.
 *
 * Simple view: "Accept all" and "Necessary only" side by side with the same weight, "Personalise"
 * for the detailed view, and a close button that hides the banner without storing anything (so it
 * comes back on the next visit). Detailed view: a switch per category (the necessary one always
 * on), "Save preferences" and "Back". `openBanner()` from
 * `useConsent()` reopens it in the detailed view with the current choice. Must be rendered inside
 * `ConsentProvider`.
 */
export function CookieBanner({
  policyHref,
  privacyHref,
  delay = 1000,
  labels: labelOverrides,
  className,
}: CookieBannerProps) {
  const { consent, isLoaded, isOwnBannerOpen, promptBanner } = useConsentContext();
  const labels = useLabels(cookieBannerLabels, labelOverrides);
  const promptedRef = useRef(false);

  useEffect(() => {
    if (delay === null || !isLoaded || consent || promptedRef.current) return;
    return afterPageLoad(delay, () => {
      promptedRef.current = true;
      promptBanner();
    });
  }, [isLoaded, consent, delay, promptBanner]);

  if (!isOwnBannerOpen) return null;
  return (
    <BannerPanel labels={labels} policyHref={policyHref} privacyHref={privacyHref} className={className} />
  );
}

/**
 * The cookie banner's HTML for a page to hold ahead of time, hidden, outside React's root: both of
 * its views, each a `CookieBanner` region (`data-mode="simple"`, then `"detailed"`), for
 * `enhancePrerenderedBanner` to show and switch without React. Render it on the server
 * (`renderToStaticMarkup`, `prerender`) with an `identifierPrefix` of its own, so that its ids
 * never repeat the page's.
 */
export function PrerenderedCookieBanner({ className, ...props }: Omit<CookieBannerProps, 'delay'>) {
  // Nothing is read on the server: the storage key plays no part.
  return (['simple', 'detailed'] as const).map((mode) => (
    <ConsentProvider key={mode} storageKey="" defaultBannerOpen={mode}>
      <CookieBanner {...props} className={clsx(prerendered, className)} delay={null} />
    </ConsentProvider>
  ));
}

interface BannerPanelProps {
  labels: CookieBannerLabels;
  policyHref: string;
  privacyHref: string;
  className?: string;
}

function BannerPanel({ labels, policyHref, privacyHref, className }: BannerPanelProps) {
  const {
    consent,
    bannerMode,
    acceptAll,
    rejectAll,
    save,
    closeBanner,
    setBannerMode,
    isRequested,
    returnFocusRef,
  } = useConsentContext();
  const regionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const modeChangeRef = useRef<'detailed' | 'simple' | null>(null);
  const [draft, setDraft] = useState<ConsentPreferences>(() => normalizePreferences(consent?.preferences));

  // Opened on request (a "Cookie settings" button): focus moves into the banner. Opened on
  // its own after the delay: focus stays where the visitor is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the panel appears
  useEffect(() => {
    if (isRequested) headingRef.current?.focus();
  }, []);

  useEffect(() => (regionRef.current ? publishBottomInset(regionRef.current) : undefined), []);

  // After switching views from inside the banner, keep focus in a sensible place.
  useEffect(() => {
    if (modeChangeRef.current !== bannerMode) return;
    modeChangeRef.current = null;
    if (bannerMode === 'detailed') headingRef.current?.focus();
    else regionRef.current?.querySelector<HTMLElement>('[data-consent="customize"]')?.focus();
  }, [bannerMode]);

  /** Runs an action that hides the banner, then returns focus to where it was before opening. */
  const finish = (action: () => unknown) => {
    const target = returnFocusRef.current;
    returnFocusRef.current = null;
    const hadFocus = regionRef.current?.contains(document.activeElement) ?? false;
    action();
    if (hadFocus && target?.isConnected) target.focus();
  };

  const switchTo = (mode: 'simple' | 'detailed') => {
    if (mode === 'detailed') setDraft(normalizePreferences(consent?.preferences));
    modeChangeRef.current = mode;
    setBannerMode(mode);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      finish(closeBanner);
    }
  };

  const policyLinks = (
    <p className={links}>
      <Link href={policyHref}>{labels.policyLink}</Link>
      <Link href={privacyHref}>{labels.privacyLink}</Link>
    </p>
  );

  const detailed = bannerMode === 'detailed';

  return (
    <section
      ref={regionRef}
      aria-label={labels.region}
      className={clsx(banner, className)}
      onKeyDown={onKeyDown}
      data-mode={bannerMode}
    >
      <div className={head}>
        <span className={headIcon} aria-hidden="true">
          <IconCookie />
        </span>
        <h2 ref={headingRef} tabIndex={-1} className={heading}>
          {detailed ? labels.detailsTitle : labels.title}
        </h2>
        <AriaButton
          aria-label={labels.close}
          className={closeButton}
          data-consent="close"
          onPress={() => finish(closeBanner)}
        >
          <IconClose size={22} />
        </AriaButton>
      </div>

      {detailed ? (
        <>
          <p className={text}>{labels.detailsDescription}</p>
          <ul className={categories}>
            <li>
              <CategorySwitch
                label={labels.necessary}
                description={labels.necessaryDescription}
                isSelected
                tag={labels.alwaysActive}
              />
            </li>
            {OPTIONAL.map((key) => (
              <li key={key}>
                <CategorySwitch
                  label={labels[key]}
                  name={key}
                  description={labels[`${key}Description`]}
                  isSelected={draft[key]}
                  onChange={(isSelected) => setDraft((current) => ({ ...current, [key]: isSelected }))}
                />
              </li>
            ))}
          </ul>
          <div className={detailActions}>
            <Button variant="secondary" data-consent="back" onPress={() => switchTo('simple')}>
              {labels.back}
            </Button>
            <Button data-consent="save" onPress={() => finish(() => save(draft))}>
              {labels.save}
            </Button>
          </div>
          {policyLinks}
        </>
      ) : (
        <>
          <p className={text}>{labels.description}</p>
          <div className={choices}>
            <Button data-consent="accept-all" onPress={() => finish(acceptAll)}>
              {labels.acceptAll}
            </Button>
            <Button data-consent="reject-all" onPress={() => finish(rejectAll)}>
              {labels.rejectAll}
            </Button>
          </div>
          <div className={footer}>
            {policyLinks}
            <Button variant="ghost" data-consent="customize" onPress={() => switchTo('detailed')}>
              {labels.customize}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
