import { globalStyle, style } from '@vanilla-extract/css';
import { markExcluded, markIncluded } from '../ShowcaseCard/ShowcaseCard.css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

/** The card around the title and the table. */
export const frame = style({
  maxWidth: '100%',
  borderRadius: vars.radius.lg,
  // Clipped as a whole by `clip-path` rather than `overflow: hidden`: with sticky cells in a
  // scroller, an overflow clip's rounded corners rasterise differently depending on how
  // Chromium layers them; a clip path does not.
  clipPath: `inset(0 round ${vars.radius.lg})`,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

/** The visible title (the caption itself is read by screen readers; see the component). */
export const title = style({
  padding: vars.space['5'],
  paddingBottom: vars.space['3'],
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
  lineHeight: vars.lineHeight.snug,
  '@media': { [media.md]: { padding: vars.space['6'], paddingBottom: vars.space['4'] } },
});

/** Holds the scroll region and, while there is more to the right, a soft shade at its end edge. */
export const scroller = style({
  position: 'relative',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetBlock: 0,
      insetInlineEnd: 0,
      width: vars.space['8'],
      pointerEvents: 'none',
      background: `linear-gradient(to left, color-mix(in srgb, ${vars.color.text} 14%, transparent), transparent)`,
      opacity: 0,
      transition: `opacity ${vars.motion.base} ${vars.motion.easing}`,
    },
    '&[data-more]::after': { opacity: 1 },
  },
});

/**
 * The scroll container: the table keeps its columns and scrolls sideways when the screen is
 * narrower than the table, while the row headers stay in view (sticky first column).
 */
export const region = style({
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  selectors: {
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  '@media': { [media.md]: { fontSize: vars.fontSize.md } },
});

const cell = style({
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['3'],
  verticalAlign: 'middle',
  selectors: { 'tbody &': { borderTop: `1px solid ${vars.color.border}` } },
  '@media': { [media.md]: { paddingBlock: vars.space['4'], paddingInline: vars.space['5'] } },
});

/** Column headers. */
export const colHeader = style([
  cell,
  {
    // Narrow enough below md that a first column and two mark columns fit a 375 px phone.
    minWidth: '5.5rem',
    textAlign: 'center',
    fontWeight: vars.fontWeight.bold,
    color: vars.color.text,
    verticalAlign: 'bottom',
    '@media': { [media.md]: { minWidth: '6.5rem' } },
  },
]);

/** The first column (row headers and the corner): sticky, so it stays while the rest scrolls. */
export const firstColumn = style([
  cell,
  {
    position: 'sticky',
    insetInlineStart: 0,
    zIndex: 1,
    minWidth: '8.5rem',
    maxWidth: '16rem',
    textAlign: 'start',
    backgroundColor: vars.color.surface,
    boxShadow: `inset -1px 0 0 ${vars.color.border}`,
    fontWeight: vars.fontWeight.semibold,
    '@media': { [media.md]: { minWidth: '12rem' } },
  },
]);

export const dataCell = style([
  cell,
  {
    textAlign: 'center',
    color: vars.color.textMuted,
  },
]);

/** The cells of the highlighted column: a tinted band from header to last row. */
export const highlighted = style({
  backgroundColor: vars.color.accentSoft,
  color: vars.color.text,
});

export const highlightedHeader = style({
  boxShadow: `inset 0 3px 0 ${vars.color.accentStrong}`,
});

/** Centres a yes / no mark in its cell. */
export const markCell = style({ display: 'inline-flex', verticalAlign: 'middle' });

// Marks in the tinted column sit on the surface colour, so their discs stay visible.
globalStyle(`${highlighted} ${markIncluded}, ${highlighted} ${markExcluded}`, {
  backgroundColor: vars.color.surface,
});
