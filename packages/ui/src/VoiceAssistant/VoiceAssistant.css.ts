import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { thinkingDot } from '../ChatPanel/ChatPanel.css';
import { vars } from '../theme/contract.css';

const riseIn = keyframes({ from: { opacity: 0, transform: 'translateY(0.5rem)' } });
const ripple = keyframes({
  from: { transform: 'scale(1)', opacity: 0.55 },
  to: { transform: 'scale(2.4)', opacity: 0 },
});
const bars = keyframes({ '0%, 100%': { transform: 'scaleY(0.35)' }, '50%': { transform: 'scaleY(1)' } });

/**
 * The card with the state, what was heard and the stop button. It sits above the bottom-right
 * corner of the nearest positioned box: `ChatPanel`'s launcher row, where the button lives.
 */
export const card = style({
  position: 'absolute',
  right: 0,
  bottom: `calc(100% + ${vars.space['3']})`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  width: `min(21rem, calc(100vw - 2 * ${vars.space['4']}))`,
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  animation: `${riseIn} ${vars.motion.base} ${vars.motion.easing}`,
});

export const errorCard = style({
  borderColor: vars.color.danger,
  backgroundColor: vars.color.dangerSoft,
});

export const state = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
});

/** A small picture of the state: a ripple (listening), dots (thinking) or sound bars (speaking). */
export const indicator = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '3px',
    flexShrink: 0,
    width: '1.5rem',
    height: '1.5rem',
  },
  variants: {
    state: {
      listening: {
        selectors: {
          '&::before, &::after': {
            content: '""',
            position: 'absolute',
            width: '0.625rem',
            height: '0.625rem',
            borderRadius: vars.radius.full,
            backgroundColor: vars.color.danger,
          },
          '&::after': { animation: `${ripple} 1.4s ${vars.motion.easing} infinite` },
        },
      },
      thinking: {},
      speaking: {},
    },
  },
});

export const dot = style([thinkingDot, { width: '0.3125rem', height: '0.3125rem' }]);

export const bar = style({
  width: '0.1875rem',
  height: '1rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accentStrong,
  animation: `${bars} 0.9s ease-in-out infinite`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.2s' },
    '&:nth-child(3)': { animationDelay: '0.4s' },
    '&:nth-child(4)': { animationDelay: '0.1s' },
  },
});

export const transcript = style({
  color: vars.color.textMuted,
  fontStyle: 'italic',
  overflowWrap: 'anywhere',
});

/** The answer being spoken, also shown as text; long answers scroll inside the card. */
export const response = style({
  maxHeight: '12rem',
  overflowY: 'auto',
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const errorRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  width: '100%',
});

export const errorIcon = style({
  marginBlockStart: 'calc((1lh - 1.25em) / 2)',
  color: vars.color.danger,
});

export const errorMessage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  flex: '1 1 auto',
  minWidth: 0,
});

export { iconButton as dismissButton } from '../Dialog/Dialog.css';
