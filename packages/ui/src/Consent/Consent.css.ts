import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

const rise = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space['4']})` },
  to: { opacity: 1, transform: 'none' },
});

/** Room kept free at the top for a site's sticky navigation bar, which the banner never covers. */
const navigationRoom = '5rem';

/**
 * A fixed panel at the bottom: a full-width sheet on phones, kept low (about a third of the screen)
 * so that the page's headline stays in view; from 768 px a card in the bottom-right corner, where a
 * page's headline and calls to action are least likely to be (chat launchers lift above it). It
 * overlays the page without blocking it, never moves the layout and never reaches the navigation bar.
 */
export const banner = style({
  position: 'fixed',
  zIndex: vars.zIndex.overlay,
  insetInline: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  maxHeight: `calc(100dvh - ${navigationRoom})`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space['4'],
  paddingBottom: `calc(${vars.space['4']} + env(safe-area-inset-bottom, 0px))`,
  borderTop: `1px solid ${vars.color.border}`,
  borderStartStartRadius: vars.radius.xl,
  borderStartEndRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  fontSize: vars.fontSize.sm,
  animation: `${rise} ${vars.motion.slow} ${vars.motion.easing}`,
  // A prerendered banner's script shows one view at a time (enhancePrerenderedBanner).
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': {
    [media.md]: {
      insetInline: 'auto',
      right: vars.space['6'],
      bottom: vars.space['6'],
      width: `min(26rem, calc(100vw - 2 * ${vars.space['6']}))`,
      maxHeight: `calc(100dvh - ${navigationRoom} - 2 * ${vars.space['6']})`,
      padding: vars.space['5'],
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.xl,
    },
  },
});

/**
 * Marks a prerendered banner (`PrerenderedCookieBanner`), which works without React: its switches
 * take their focus ring and hover from CSS, not from React Aria's `data-focus-visible` and
 * `data-hovered`, so React's banner keeps React Aria's (no ring after a press, no hover after a tap).
 */
export const prerendered = style({});

export const head = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
});

export const headIcon = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accentStrong,
});

export const heading = style({
  flex: 1,
  alignSelf: 'center',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  selectors: { '&:focus': { outline: 'none' } },
});

export const closeButton = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.target,
  height: vars.size.target,
  margin: `calc(-1 * ${vars.space['2']})`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.control,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
  },
});

export const text = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space['4'],
  rowGap: vars.space['1'],
});

/** Accepting and rejecting side by side, the same size and weight. */
export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['2'],
});

globalStyle(`${choices} > *`, { minWidth: 0, paddingInline: vars.space['3'] });

/**
 * The policies and the way to customise, on one row under the two choices: the links wrap onto a
 * second line before the row grows a third.
 */
export const footer = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
});

globalStyle(`${footer} > p`, { flex: '1 1 0', minWidth: 0 });
globalStyle(`${footer} > button`, { flexShrink: 0, marginInlineEnd: `calc(-1 * ${vars.space['3']})` });

export const categories = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderTop: `1px solid ${vars.color.border}`,
});

export const category = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  paddingBlock: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const switchButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: vars.size.target,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: { '&[data-disabled]': { cursor: 'default' } },
});

export const categoryName = style({
  flex: 1,
  minWidth: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const alwaysOn = style({
  flexShrink: 0,
  paddingBlock: '0.125rem',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '2.75rem',
  height: '1.625rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  transition: `background-color ${vars.motion.base} ${vars.motion.easing}`,
  // Checked from the input itself, not from React's `data-selected`: a prerendered banner's switches
  // work without React.
  selectors: {
    [`${switchButton}:has(input:checked) &`]: { backgroundColor: vars.color.accentStrong },
    [`${switchButton}[data-focus-visible] &, ${prerendered} ${switchButton}:has(input:focus-visible) &`]: {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${switchButton}[data-hovered]:not([data-disabled]) &`]: {
      boxShadow: `0 0 0 4px ${vars.color.accentSoft}`,
    },
  },
  '@media': {
    // Without React, CSS's own hover; only a real pointer hovers (a tap must not leave the ring).
    '(hover: hover)': {
      selectors: {
        [`${prerendered} ${switchButton}:hover:not([data-disabled]) &`]: {
          boxShadow: `0 0 0 4px ${vars.color.accentSoft}`,
        },
      },
    },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '0.1875rem',
  left: '0.1875rem',
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.base} ${vars.motion.easing}`,
  selectors: {
    [`${switchButton}:has(input:checked) &`]: { transform: 'translateX(1.125rem)' },
  },
});

export const categoryDescription = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.snug,
  paddingInlineEnd: '3.5rem',
});

/** "Volver" and "Guardar Preferencias" share the row by their length, wrapping only if needed. */
export const detailActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
});

globalStyle(`${detailActions} > *`, { flex: '1 1 auto', whiteSpace: 'nowrap' });
