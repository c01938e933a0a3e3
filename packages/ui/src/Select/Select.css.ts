import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The trigger adds to the shared input look: value and chevron in a row. */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingInlineEnd: vars.space['3'],
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '[data-open] > &': { borderColor: vars.color.focusRing },
    '[data-invalid] > &': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

export const chevron = style({
  color: vars.color.textMuted,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '[data-open] &': { transform: 'rotate(180deg)' },
  },
});

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const popover = style({
  width: 'var(--trigger-width)',
  minWidth: '12rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  color: vars.color.text,
  outline: 'none',
  overflow: 'auto',
  selectors: {
    '&[data-entering]': { animation: `${enter} ${vars.motion.fast} ${vars.motion.easing}` },
  },
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  padding: vars.space['1'],
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: vars.size.target,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderRadius: `min(${vars.radius.md}, 10px)`,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-selected]': { fontWeight: vars.fontWeight.semibold },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  overflowWrap: 'break-word',
});

export const itemDescription = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
});

export const check = style({
  color: vars.color.accentStrong,
  visibility: 'hidden',
  selectors: {
    '[data-selected] > &': { visibility: 'visible' },
  },
});
