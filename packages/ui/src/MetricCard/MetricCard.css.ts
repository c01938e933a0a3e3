import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The card is a size container, so the figure scales with the card's width (see `value`). */
export const card = style({ containerType: 'inline-size' });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const value = style({
  fontFamily: vars.font.display,
  // As large as the section titles, smaller in narrow cards (four columns) so '+1.250 €' fits.
  fontSize: `clamp(${vars.fontSize['2xl']}, 15cqi, ${vars.fontSize['4xl']})`,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const label = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const context = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const trend = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space['1'],
  color: vars.color.success,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const trendIcon = styleVariants({
  up: { transform: 'rotate(-45deg)' },
  down: { transform: 'rotate(45deg)' },
});

const chartBase = style({
  display: 'block',
  height: vars.space['12'],
  marginTop: 'auto',
  overflow: 'visible',
});

/** The line spans the card's width. */
export const lineChart = style([chartBase, { width: '100%' }]);

/** Bars keep a natural width (set on the element from their count) up to the card's width. */
export const barChart = style([chartBase, { maxWidth: '100%' }]);

export const bar = style({ fill: vars.color.accentStrong, fillOpacity: 0.25 });
export const barCurrent = style({ fill: vars.color.accentStrong });
export const line = style({
  fill: 'none',
  stroke: vars.color.accentStrong,
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
export const area = style({ fill: vars.color.accentStrong, fillOpacity: 0.1, stroke: 'none' });
