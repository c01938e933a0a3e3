import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const item = style({
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  transitionProperty: 'box-shadow, border-color',
  transitionDuration: vars.motion.base,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-expanded]': { boxShadow: vars.shadow.sm, borderColor: vars.color.borderStrong },
  },
});

export const heading = style({ fontSize: vars.fontSize.lg });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  width: '100%',
  minHeight: vars.size.target,
  padding: vars.space['5'],
  border: 0,
  borderRadius: vars.radius.lg,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  textAlign: 'start',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': { [media.md]: { paddingInline: vars.space['6'] } },
  selectors: {
    '&[data-hovered]': { color: vars.color.accentStrong },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

const expanded = `${item}[data-expanded] &`;

/** The chevron in a round tile; it turns over when the answer is open. */
export const chevron = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.space['8'],
  height: vars.space['8'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  transitionProperty: 'transform, background-color, color',
  transitionDuration: vars.motion.base,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [expanded]: {
      transform: 'rotate(180deg)',
      backgroundColor: vars.color.accentSoft,
      color: vars.color.accentStrong,
    },
  },
});

/** React Aria sets `--disclosure-panel-height` so the panel can grow and shrink smoothly. */
export const panel = style({
  height: 'var(--disclosure-panel-height)',
  overflow: 'clip',
  transition: `height ${vars.motion.base} ${vars.motion.easing}`,
});

export const answer = style({
  paddingInline: vars.space['5'],
  paddingBottom: vars.space['5'],
  color: vars.color.textMuted,
  maxWidth: '70ch',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  '@media': { [media.md]: { paddingInline: vars.space['6'], paddingBottom: vars.space['6'] } },
});
