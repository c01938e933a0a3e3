/** SPEC §9: the banner shows 1000 ms after load when no consent is stored. */
export const COOKIE_BANNER_DELAY_MS = 1000;
