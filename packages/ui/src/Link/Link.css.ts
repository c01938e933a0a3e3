import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const link = style({
  color: vars.color.accentStrong,
  fontWeight: vars.fontWeight.medium,
  textDecorationLine: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  transition: `text-decoration-thickness ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { textDecorationThickness: '2px' },
    '&[data-disabled]': { cursor: 'default', color: vars.color.textMuted, textDecorationLine: 'none' },
  },
});
