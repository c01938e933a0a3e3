import { vars } from '@renueva/ui/tokens';
import { style } from '@vanilla-extract/css';

export const card = style({ paddingBlock: vars.space['24'] });
