import { vars } from '@renueva/ui/tokens';
import { style } from '@vanilla-extract/css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const title = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
});

export const muted = style({ color: vars.color.textMuted });

export const subtitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const features = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: 0,
  listStyle: 'none',
});

export const feature = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
});

export const check = style({
  marginBlockStart: 'calc((1lh - 1.25em) / 2)',
  color: vars.color.accentStrong,
});

export const transcript = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  paddingInlineStart: vars.space['4'],
  borderInlineStart: `3px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
