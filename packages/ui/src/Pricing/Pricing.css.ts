import { globalStyle, style } from '@vanilla-extract/css';
import { markExcluded, markIncluded } from '../ShowcaseCard/ShowcaseCard.css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

/**
 * The table is as wide as its row of plans from `md` (and centred), so the add-on below lines up
 * with the plans.
 */
export const table = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  '@media': { [media.md]: { width: 'fit-content', maxWidth: '100%', marginInline: 'auto' } },
});

export const plans = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  margin: 0,
  // Room for the badge that sits on the first card's top edge.
  paddingTop: vars.space['3'],
  paddingInline: 0,
  paddingBottom: 0,
  listStyle: 'none',
  '@media': {
    [media.md]: { gridTemplateColumns: 'minmax(0, 36rem)' },
    [media.lg]: {
      gridTemplateColumns: 'none',
      gridAutoFlow: 'column',
      gridAutoColumns: 'minmax(0, 26rem)',
      alignItems: 'stretch',
    },
  },
});

export const planItem = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const card = style({ position: 'relative' });

/** The highlight badge sits on the card's top edge, so prices line up across the row. */
export const badgeSlot = style({
  position: 'absolute',
  top: 0,
  insetInlineStart: vars.space['6'],
  transform: 'translateY(-50%)',
});

export const priceBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const priceLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space['2'],
});

export const amount = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** The euro sign, a step smaller than the figure. */
export const currency = style({ fontSize: '0.6em', fontWeight: vars.fontWeight.semibold });

export const period = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

export const taxNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const instalmentNote = style({
  color: vars.color.accentStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const divider = style({
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
  margin: 0,
});

/** The add-on sizes itself from the table (its text does not widen it) and lays out by its own width. */
export const addOnCard = style({ containerType: 'inline-size' });

// On the muted add-on, the marks' discs sit on the surface colour so they stay visible.
globalStyle(`${addOnCard} ${markIncluded}, ${addOnCard} ${markExcluded}`, {
  backgroundColor: vars.color.surface,
});

const wide = '(min-width: 36rem)';

export const addOn = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  '@container': {
    [wide]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      alignItems: 'center',
      columnGap: vars.space['8'],
    },
  },
});

export const addOnMain = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['4'],
  minWidth: 0,
});

export const addOnAside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  paddingTop: vars.space['6'],
  borderTop: `1px solid ${vars.color.border}`,
  '@container': {
    [wide]: {
      minWidth: '13rem',
      paddingTop: 0,
      paddingInlineStart: vars.space['8'],
      borderTop: 0,
      borderInlineStart: `1px solid ${vars.color.border}`,
    },
  },
});

export const addOnNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
