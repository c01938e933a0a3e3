import { vars } from '@renueva/ui/tokens';
import { style } from '@vanilla-extract/css';

export const thanks = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });
