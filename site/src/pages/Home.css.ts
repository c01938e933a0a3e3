import { vars } from '@renueva/ui/tokens';
import { style } from '@vanilla-extract/css';

export const hero = style({ paddingBlock: `${vars.space['16']} ${vars.space['20']}` });

export const brand = style({
  color: vars.color.accentStrong,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  fontSize: vars.fontSize.sm,
});

export const title = style({
  fontSize: vars.fontSize['5xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
  maxWidth: '18ch',
});

export const lead = style({ fontSize: vars.fontSize.xl, color: vars.color.textMuted, maxWidth: '40rem' });
