import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * Visually hidden (but not `display: none`, so it stays the first Tab stop) until it has focus;
 * then it shows at the top-left corner, above the sticky bar and any overlay.
 */
export const skipLink = style({
  position: 'fixed',
  top: vars.space['3'],
  left: vars.space['3'],
  zIndex: vars.zIndex.tooltip,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  paddingInline: vars.space['5'],
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  whiteSpace: 'nowrap',
  selectors: {
    '&:not(:focus)': {
      width: '1px',
      height: '1px',
      minHeight: 0,
      padding: 0,
      margin: '-1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      boxShadow: 'none',
    },
  },
});
