import { vars } from '@renueva/ui/tokens';
import { style } from '@vanilla-extract/css';

export const loading = style({
  minHeight: '60vh',
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
});
