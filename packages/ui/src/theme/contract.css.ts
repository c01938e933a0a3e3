import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The token contract every theme fills. Components read only these CSS custom properties, so a
 * client site re-brands the whole system by providing another set of values (see `tokens.ts`).
 * The properties have stable, readable names (`--rn-color-accent`, `--rn-space-4`...), so plain
 * CSS can read or override them too.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      /** Page background. */
      page: null,
      /** Cards, inputs, raised panels. */
      surface: null,
      /** Quiet bands and secondary panels. */
      surfaceMuted: null,
      /** Dark bands (final call to action, footer). */
      surfaceInverse: null,
      text: null,
      textMuted: null,
      textInverse: null,
      textInverseMuted: null,
      /** Hairlines and dividers. */
      border: null,
      /** Borders that must reach 3:1 against the surface (inputs, checkboxes). */
      borderStrong: null,
      /** The one confident accent: primary buttons, highlights. */
      accent: null,
      accentHover: null,
      /** Text and icons drawn on `accent`. */
      onAccent: null,
      /** Accent used as text or icon on light surfaces (AA against `page` and `surface`). */
      accentStrong: null,
      /** Tinted background for badges and highlighted cards. */
      accentSoft: null,
      /** Accent used as text or icon on `surfaceInverse`. */
      accentInverse: null,
      focusRing: null,
      danger: null,
      onDanger: null,
      dangerSoft: null,
      success: null,
      /** Backdrop behind modals and overlays. */
      backdrop: null,
    },
    font: {
      body: null,
      display: null,
      mono: null,
    },
    fontWeight: {
      regular: null,
      medium: null,
      semibold: null,
      bold: null,
    },
    /** A type scale; the largest steps are fluid with `clamp()`. */
    fontSize: {
      xs: null,
      sm: null,
      md: null,
      lg: null,
      xl: null,
      '2xl': null,
      '3xl': null,
      '4xl': null,
      '5xl': null,
    },
    lineHeight: {
      tight: null,
      snug: null,
      normal: null,
    },
    letterSpacing: {
      tight: null,
      normal: null,
      wide: null,
    },
    /** A 4 px grid. */
    space: {
      '0': null,
      '1': null,
      '2': null,
      '3': null,
      '4': null,
      '5': null,
      '6': null,
      '8': null,
      '10': null,
      '12': null,
      '16': null,
      '20': null,
      '24': null,
    },
    radius: {
      sm: null,
      md: null,
      lg: null,
      xl: null,
      /** Buttons and inputs: a theme can make them square, rounded or pill-shaped. */
      control: null,
      full: null,
    },
    shadow: {
      sm: null,
      md: null,
      lg: null,
    },
    motion: {
      fast: null,
      base: null,
      slow: null,
      easing: null,
    },
    zIndex: {
      sticky: null,
      overlay: null,
      modal: null,
      toast: null,
      tooltip: null,
    },
    size: {
      /** Width of the standard content column. */
      container: null,
      /** Width of reading columns (legal text, articles). */
      containerNarrow: null,
      /** Minimum target size for anything clickable (WCAG 2.5.8). */
      target: null,
    },
  },
  (_value, path) => `rn-${path.join('-')}`,
);
