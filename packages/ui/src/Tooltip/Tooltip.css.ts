import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 } });

export const tooltip = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: 'min(18rem, calc(100vw - 2rem))',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'break-word',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing} reverse` },
  },
});

/** The arrow fits inside the 4 px offset, so it touches the trigger without covering it. */
export const arrow = style({});

export const arrowShape = style({
  display: 'block',
  fill: vars.color.surfaceInverse,
  selectors: {
    [`${arrow}[data-placement="bottom"] &`]: { transform: 'rotate(180deg)' },
    [`${arrow}[data-placement="left"] &`]: { transform: 'rotate(-90deg)' },
    [`${arrow}[data-placement="right"] &`]: { transform: 'rotate(90deg)' },
  },
});
