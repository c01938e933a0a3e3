import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const checkList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const checkItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
});

export const checkItemExcluded = style({ color: vars.color.textMuted });

const markBase = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.space['6'],
  height: vars.space['6'],
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  // Aligns the mark with the first line of a snug-leading text.
  marginBlock: `calc((1em * ${vars.lineHeight.snug} - ${vars.space['6']}) / 2)`,
});

/** The included mark: a tick on the accent tint. */
export const markIncluded = style([
  markBase,
  { backgroundColor: vars.color.accentSoft, color: vars.color.accentStrong },
]);

/** The not included mark: a dash on a quiet disc. */
export const markExcluded = style([
  markBase,
  { backgroundColor: vars.color.surfaceMuted, color: vars.color.textMuted },
]);

export const dash = style({
  display: 'block',
  width: '0.625rem',
  height: '2px',
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
});

export const spend = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});

export const spendText = style({ color: vars.color.textMuted });

export const spendLevel = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });

export const meter = style({ display: 'flex', gap: vars.space['1'], flexShrink: 0 });

const segmentBase = style({
  width: vars.space['5'],
  height: vars.space['2'],
  borderRadius: vars.radius.full,
});

export const segment = styleVariants({
  on: [segmentBase, { backgroundColor: vars.color.accentStrong }],
  off: [segmentBase, { backgroundColor: vars.color.borderStrong, opacity: 0.35 }],
});
