import type { vars } from './contract.css';

type Values<T> = { [K in keyof T]: T[K] extends string ? string : Values<T[K]> };

/** The values a theme provides: one string for every entry of the contract. */
export type ThemeTokens = Values<typeof vars>;

/**
 * Viewport breakpoints in px. They are plain constants, not custom properties, because CSS does
 * not allow `var()` inside media queries.
 */
export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;

/** Min-width media queries for each breakpoint, for `@media` blocks in `.css.ts` files. */
export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
} as const;

/**
 * Local stand-ins for the web fonts, scaled to their metrics (declared in fonts.css.ts): listed right
 * after the web font, they are what text is set in until it loads.
 */
export const fontFallbacks = {
  plusJakartaSans: 'Plus Jakarta Sans Fallback',
  fraunces: 'Fraunces Fallback',
} as const;

const sansStack = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Shared scales; themes differ in colour, type and shape rather than in rhythm. */
const space = {
  '0': '0',
  '1': '0.25rem',
  '2': '0.5rem',
  '3': '0.75rem',
  '4': '1rem',
  '5': '1.25rem',
  '6': '1.5rem',
  '8': '2rem',
  '10': '2.5rem',
  '12': '3rem',
  '16': '4rem',
  '20': '5rem',
  '24': '6rem',
};

const fontSize = {
  xs: '0.8125rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': 'clamp(1.375rem, 1.2rem + 0.75vw, 1.625rem)',
  '3xl': 'clamp(1.75rem, 1.45rem + 1.25vw, 2.25rem)',
  '4xl': 'clamp(2.125rem, 1.6rem + 2.2vw, 3rem)',
  '5xl': 'clamp(2.5rem, 1.7rem + 3.4vw, 3.75rem)',
};

const motion = {
  fast: '120ms',
  base: '200ms',
  slow: '320ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
};

const zIndex = { sticky: '100', overlay: '200', modal: '300', toast: '400', tooltip: '500' };

/**
 * The default theme: ink-navy text, an electric teal accent and warm neutrals, set in Plus Jakarta
 * Sans. Load the font with `@fontsource-variable/plus-jakarta-sans` (or self-host it yourself).
 */
export const defaultTokens: ThemeTokens = {
  color: {
    page: '#FAF9F6',
    surface: '#FFFFFF',
    surfaceMuted: '#F2F0EA',
    surfaceInverse: '#0B1B2B',
    text: '#0B1B2B',
    textMuted: '#4B5867',
    textInverse: '#FFFFFF',
    textInverseMuted: '#A9B4C2',
    border: '#E4E0D7',
    borderStrong: '#7A8694',
    accent: '#2EE6C5',
    accentHover: '#19D3B0',
    onAccent: '#0B1B2B',
    accentStrong: '#0A6F62',
    accentSoft: '#E6FAF6',
    accentInverse: '#2EE6C5',
    focusRing: '#0A6F62',
    danger: '#B42318',
    onDanger: '#FFFFFF',
    dangerSoft: '#FEF3F2',
    success: '#0A6F62',
    backdrop: 'rgba(11, 27, 43, 0.72)',
  },
  font: {
    body: `'Plus Jakarta Sans Variable', '${fontFallbacks.plusJakartaSans}', ${sansStack}`,
    display: `'Plus Jakarta Sans Variable', '${fontFallbacks.plusJakartaSans}', ${sansStack}`,
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  fontWeight: { regular: '400', medium: '500', semibold: '650', bold: '750' },
  fontSize,
  lineHeight: { tight: '1.1', snug: '1.3', normal: '1.6' },
  letterSpacing: { tight: '-0.025em', normal: '0', wide: '0.08em' },
  space,
  radius: { sm: '6px', md: '10px', lg: '16px', xl: '24px', control: '10px', full: '9999px' },
  shadow: {
    sm: '0 1px 2px rgba(11, 27, 43, 0.06), 0 1px 3px rgba(11, 27, 43, 0.08)',
    md: '0 4px 12px rgba(11, 27, 43, 0.08), 0 2px 4px rgba(11, 27, 43, 0.04)',
    lg: '0 16px 40px rgba(11, 27, 43, 0.12), 0 4px 12px rgba(11, 27, 43, 0.06)',
  },
  motion,
  zIndex,
  size: { container: '72rem', containerNarrow: '46rem', target: '2.75rem' },
};

/**
 * An example theme for a made-up family dental clinic: warm terracotta, a serif display face
 * (Fraunces, from `@fontsource-variable/fraunces`) and pill-shaped controls. It exists to show
 * that another client re-brands the system without touching component code.
 */
export const clinicTokens: ThemeTokens = {
  ...defaultTokens,
  color: {
    page: '#FFF8F1',
    surface: '#FFFFFF',
    surfaceMuted: '#FBEFE4',
    surfaceInverse: '#3A2A22',
    text: '#3A2A22',
    textMuted: '#6B574C',
    textInverse: '#FFF8F1',
    textInverseMuted: '#E3D3C8',
    border: '#EEDDD0',
    borderStrong: '#8C7B70',
    accent: '#A3401F',
    accentHover: '#8A3418',
    onAccent: '#FFFFFF',
    accentStrong: '#9A3A1F',
    accentSoft: '#FCEBE1',
    accentInverse: '#F4A582',
    focusRing: '#9A3A1F',
    danger: '#B42318',
    onDanger: '#FFFFFF',
    dangerSoft: '#FEF3F2',
    success: '#2F6B3A',
    backdrop: 'rgba(58, 42, 34, 0.7)',
  },
  font: {
    ...defaultTokens.font,
    display: `'Fraunces Variable', '${fontFallbacks.fraunces}', Georgia, 'Times New Roman', serif`,
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  letterSpacing: { tight: '-0.01em', normal: '0', wide: '0.06em' },
  radius: { sm: '10px', md: '16px', lg: '24px', xl: '32px', control: '9999px', full: '9999px' },
  shadow: {
    sm: '0 1px 3px rgba(58, 42, 34, 0.08)',
    md: '0 6px 16px rgba(58, 42, 34, 0.1)',
    lg: '0 20px 44px rgba(58, 42, 34, 0.14)',
  },
};
