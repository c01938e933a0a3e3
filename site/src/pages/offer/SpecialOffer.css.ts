import { media, vars } from '@renueva/ui/tokens';
import { style } from '@vanilla-extract/css';

export const page = style({
  paddingBlock: vars.space['12'],
  '@media': { [media.lg]: { paddingBlock: vars.space['20'] } },
});

export const layout = style({
  display: 'grid',
  gap: vars.space['12'],
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr)', gap: vars.space['16'] } },
});

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize['4xl'],
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.tight,
  textWrap: 'balance',
});

export const intro = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, maxWidth: '40rem' });

export const validity = style({ fontWeight: vars.fontWeight.semibold });

export const countdownLabel = style({ color: vars.color.textMuted, marginBlockEnd: vars.space['2'] });

/** Until the clock ticks (clock.ts), the countdown keeps its place and shows nothing. */
export const countdownFrame = style({ selectors: { '&:not([data-ticking])': { visibility: 'hidden' } } });

export const countdown = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 5rem))',
  gap: vars.space['3'],
  listStyle: 'none',
  padding: 0,
});

export const countdownUnit = style({
  display: 'grid',
  justifyItems: 'center',
  paddingBlock: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
});

export const countdownValue = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const countdownName = style({ fontSize: vars.fontSize.xs, color: vars.color.textInverseMuted });

export const included = style({ width: '100%' });

export const subtitle = style({ fontSize: vars.fontSize.xl, marginBlockEnd: vars.space['4'] });

export const conditions = style({
  display: 'grid',
  gap: vars.space['2'],
  paddingInlineStart: vars.space['5'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
