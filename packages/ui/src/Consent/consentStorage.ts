/** The consent format version this package writes and accepts by default. */
export const CONSENT_VERSION = '1.0';

/** The visitor's choice per cookie category. `necessary` is always `true`. */
export interface ConsentPreferences {
  /** Cookies the site cannot work without. Always on. */
  necessary: true;
  /** Measurement of how the site is used. */
  analytics: boolean;
  /** Advertising and remarketing. */
  marketing: boolean;
  /** Extra features (chat, embedded media, remembered settings). */
  functional: boolean;
}

/** What callers pass when saving: `necessary` is ignored (it is always stored as `true`). */
export interface ConsentChoice {
  necessary?: boolean;
  analytics?: boolean;
  marketing?: boolean;
  functional?: boolean;
}

/** The record stored on the device, as JSON, under the site's key. */
export interface ConsentRecord {
  preferences: ConsentPreferences;
  /** When the choice was made, as an ISO 8601 date-time (`toISOString()`). */
  timestamp: string;
  /** The consent format version; a record of another version counts as no consent. */
  version: string;
}

/** The part of `Storage` (for example `localStorage`) the consent store uses. */
export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

const OPTIONAL = ['analytics', 'marketing', 'functional'] as const;

/** A full set of preferences from a partial choice: missing categories are off, `necessary` on. */
export function normalizePreferences(choice: ConsentChoice = {}): ConsentPreferences {
  return {
    necessary: true,
    analytics: choice.analytics === true,
    marketing: choice.marketing === true,
    functional: choice.functional === true,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The device's `localStorage`, or `null` when there is none (server rendering) or when the
 * browser blocks it (reading `window.localStorage` itself can throw).
 */
export function getBrowserStorage(): ConsentStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Reads the stored consent. Returns `null` (no consent) when nothing is stored, when the value is
 * not JSON, not a record of the expected shape, of another `version`, or when the storage
 * throws. It never throws.
 */
export function readConsent(
  storage: Pick<Storage, 'getItem'> | null | undefined,
  key: string,
  version: string = CONSENT_VERSION,
): ConsentRecord | null {
  try {
    const raw = storage?.getItem(key);
    if (typeof raw !== 'string') return null;
    const data: unknown = JSON.parse(raw);
    if (!isObject(data) || data.version !== version) return null;
    if (typeof data.timestamp !== 'string' || Number.isNaN(Date.parse(data.timestamp))) return null;
    const preferences = data.preferences;
    if (!isObject(preferences) || preferences.necessary !== true) return null;
    if (OPTIONAL.some((category) => typeof preferences[category] !== 'boolean')) return null;
    return {
      preferences: normalizePreferences(preferences as ConsentChoice),
      timestamp: data.timestamp,
      version,
    };
  } catch {
    return null;
  }
}

/**
 * Builds the consent record for a choice (`necessary` forced to `true`, the timestamp as ISO
 * 8601) and stores it as JSON under `key`. Returns the record. It never throws: when the storage
 * is missing or refuses the write, the record is still returned (the choice then lasts for this
 * page view only).
 */
export function writeConsent(
  storage: Pick<Storage, 'setItem'> | null | undefined,
  key: string,
  version: string,
  choice: ConsentChoice,
  now: Date = new Date(),
): ConsentRecord {
  const record: ConsentRecord = {
    preferences: normalizePreferences(choice),
    timestamp: now.toISOString(),
    version,
  };
  try {
    storage?.setItem(key, JSON.stringify(record));
  } catch {
    // Blocked or full storage: keep the choice in memory only.
  }
  return record;
}
