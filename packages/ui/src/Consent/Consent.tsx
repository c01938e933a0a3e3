import {
  createContext,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  CONSENT_VERSION,
  type ConsentChoice,
  type ConsentRecord,
  type ConsentStorage,
  getBrowserStorage,
  readConsent,
  writeConsent,
} from './consentStorage';
import { prerenderedBanner } from './prerenderedBanner';

/** The banner's two views: the three quick choices, or the per-category switches. */
export type ConsentBannerMode = 'simple' | 'detailed';

/** What `useConsent()` returns. */
export interface ConsentContextValue {
  /** The stored choice, or `null` when there is none yet (or it is invalid or of another version). */
  consent: ConsentRecord | null;
  /** Whether the stored choice has been read (it is read after hydration, never on the server). */
  isLoaded: boolean;
  /** Stores a choice (`necessary` is always stored as `true`) and hides the banner. */
  save: (choice: ConsentChoice) => ConsentRecord;
  /** Stores every category as accepted and hides the banner. */
  acceptAll: () => ConsentRecord;
  /** Stores only the necessary category and hides the banner. */
  rejectAll: () => ConsentRecord;
  /** Whether the cookie banner is showing (React's `CookieBanner`, or a prerendered one on the page). */
  isBannerOpen: boolean;
  /** The banner's current view. */
  bannerMode: ConsentBannerMode;
  /**
   * Shows the banner, by default in its detailed view with the current choice, and moves focus
   * into it (for a "Cookie settings" button). Closing it returns focus where it was. On a page with
   * a prerendered banner (`enhancePrerenderedBanner`), that one opens.
   */
  openBanner: (mode?: ConsentBannerMode) => void;
  /** Hides the banner without storing anything. */
  closeBanner: () => void;
  /** Switches the banner between its simple and detailed views. */
  setBannerMode: (mode: ConsentBannerMode) => void;
}

interface BannerState {
  isOpen: boolean;
  mode: ConsentBannerMode;
  /** Opened on request (move focus into it) rather than automatically (leave focus alone). */
  requested: boolean;
}

interface InternalContextValue extends ConsentContextValue {
  /** Whether React's `CookieBanner` is showing (`isBannerOpen` also counts a prerendered banner). */
  isOwnBannerOpen: boolean;
  /** Shows the banner in simple mode without moving focus, unless it is already showing. */
  promptBanner: () => void;
  /** Whether the current opening was requested (focus moves into the banner). */
  isRequested: boolean;
  /** The element that had focus when the banner was requested, to return focus to. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

const ConsentContext = createContext<InternalContextValue | null>(null);

export interface ConsentProviderProps {
  /** The `localStorage` key of the consent record (name it after the product). */
  storageKey: string;
  /**
   * The consent format version; a stored record of another version counts as no consent.
   * @default '1.0'
   */
  version?: string;
  /** Where to keep the record. By default the browser's `localStorage` (when available). */
  storage?: ConsentStorage | null;
  /** Called after every choice is stored: start or stop analytics and marketing tags here. */
  onConsentChange?: (record: ConsentRecord) => void;
  /**
   * Starts with the banner open, in its simple view (`true`) or in the one named, to render its
   * markup ahead of time (see `PrerenderedCookieBanner`, which renders both views).
   * @default false
   */
  defaultBannerOpen?: boolean | ConsentBannerMode;
  children: ReactNode;
}

/**
 * Holds the visitor's cookie consent: reads it from `localStorage` after hydration (a missing,
 * broken, wrongly shaped or other-version record, or a blocked storage, all count as "no
 * consent", and nothing throws), stores new choices, and controls the `CookieBanner`. It follows a
 * prerendered banner on the page (`enhancePrerenderedBanner`): its choices, and whether it shows.
 */
export function ConsentProvider({
  storageKey,
  version = CONSENT_VERSION,
  storage,
  onConsentChange,
  defaultBannerOpen = false,
  children,
}: ConsentProviderProps) {
  const [consent, setConsent] = useState<ConsentRecord | null>(null);
  const [isLoaded, setLoaded] = useState(false);
  const [banner, setBanner] = useState<BannerState>({
    isOpen: defaultBannerOpen !== false,
    mode: typeof defaultBannerOpen === 'string' ? defaultBannerOpen : 'simple',
    requested: false,
  });
  const [isPrerenderedOpen, setPrerenderedOpen] = useState(false);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const onChangeRef = useRef(onConsentChange);
  useEffect(() => {
    onChangeRef.current = onConsentChange;
  });

  const resolveStorage = useCallback(
    () => (storage === undefined ? getBrowserStorage() : storage),
    [storage],
  );

  // Read after hydration, so the server and the first client render agree; follow other tabs.
  useEffect(() => {
    setConsent(readConsent(resolveStorage(), storageKey, version));
    setLoaded(true);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === storageKey) {
        setConsent(readConsent(resolveStorage(), storageKey, version));
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [resolveStorage, storageKey, version]);

  // A prerendered banner on the page: whether it shows, and the choices stored through it.
  useEffect(() => {
    const onChange = (key: string, isOpen: boolean, record?: ConsentRecord) => {
      if (key !== storageKey) return;
      setPrerenderedOpen(isOpen);
      if (record?.version === version) {
        setConsent(record);
        onChangeRef.current?.(record);
      }
    };
    prerenderedBanner.listeners.add(onChange);
    onChange(prerenderedBanner.storageKey, prerenderedBanner.isOpen);
    return () => {
      prerenderedBanner.listeners.delete(onChange);
    };
  }, [storageKey, version]);

  const save = useCallback(
    (choice: ConsentChoice) => {
      const record = writeConsent(resolveStorage(), storageKey, version, choice);
      setConsent(record);
      setBanner((state) => ({ ...state, isOpen: false }));
      onChangeRef.current?.(record);
      return record;
    },
    [resolveStorage, storageKey, version],
  );

  const acceptAll = useCallback(() => save({ analytics: true, marketing: true, functional: true }), [save]);
  const rejectAll = useCallback(
    () => save({ analytics: false, marketing: false, functional: false }),
    [save],
  );

  const openBanner = useCallback(
    (mode: ConsentBannerMode = 'detailed') => {
      if (prerenderedBanner.open && prerenderedBanner.storageKey === storageKey)
        return prerenderedBanner.open(mode);
      const active = typeof document === 'undefined' ? null : document.activeElement;
      returnFocusRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
      setBanner({ isOpen: true, mode, requested: true });
    },
    [storageKey],
  );

  const promptBanner = useCallback(() => {
    setBanner((state) => (state.isOpen ? state : { isOpen: true, mode: 'simple', requested: false }));
  }, []);

  const closeBanner = useCallback(() => setBanner((state) => ({ ...state, isOpen: false })), []);

  const setBannerMode = useCallback(
    (mode: ConsentBannerMode) => setBanner((state) => ({ ...state, mode })),
    [],
  );

  const value = useMemo<InternalContextValue>(
    () => ({
      consent,
      isLoaded,
      save,
      acceptAll,
      rejectAll,
      isBannerOpen: banner.isOpen || isPrerenderedOpen,
      isOwnBannerOpen: banner.isOpen,
      bannerMode: banner.mode,
      openBanner,
      closeBanner,
      setBannerMode,
      promptBanner,
      isRequested: banner.requested,
      returnFocusRef,
    }),
    [
      consent,
      isLoaded,
      save,
      acceptAll,
      rejectAll,
      banner,
      isPrerenderedOpen,
      openBanner,
      closeBanner,
      setBannerMode,
      promptBanner,
    ],
  );

  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

/** Internal: the full context, for the banner. */
export function useConsentContext(): InternalContextValue {
  const context = useContext(ConsentContext);
  if (!context) throw new Error('useConsent() and <CookieBanner> must be used inside <ConsentProvider>.');
  return context;
}

/**
 * The visitor's cookie consent and the banner's controls. Use `consent?.preferences.analytics`
 * (and the other categories) to decide whether to load a tag; pass `openBanner` to the footer's
 * "Cookie settings" button.
 */
export function useConsent(): ConsentContextValue {
  // The provider's value is already memoised; the return type keeps its internal fields private.
  return useConsentContext();
}
