import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The column every field lays out in: label, description, control, error. Full width by default. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  width: '100%',
  minWidth: 0,
});

export const label = style({
  display: 'block',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'break-word',
  cursor: 'default',
});

export const requiredMark = style({
  marginInlineStart: vars.space['1'],
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
});

export const hint = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
});

export const description = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'break-word',
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'break-word',
});

/** Centres the 1.1em icon on the first line of the message. */
export const errorIcon = style({
  marginBlockStart: 'calc((1lh - 1.1em) / 2)',
});

/** Shared by text inputs, text areas and the select trigger. */
export const input = style({
  display: 'block',
  width: '100%',
  minWidth: 0,
  minHeight: vars.size.target,
  margin: 0,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  // 16 px at least, so iOS Safari does not zoom into the field.
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
  textAlign: 'start',
  appearance: 'none',
  transitionProperty: 'border-color, box-shadow, background-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  '::placeholder': { color: vars.color.textMuted, opacity: 1 },
  selectors: {
    '&[data-hovered]:not([data-disabled]):not([data-invalid])': { borderColor: vars.color.text },
    '&[data-focused], &[data-focus-visible]': { borderColor: vars.color.focusRing },
    // A 2 px border in the danger colour, without moving the content.
    '&[data-invalid]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
    '&[data-disabled]': {
      borderColor: vars.color.border,
      backgroundColor: vars.color.surfaceMuted,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

/** Text areas: the same, taller, and never pill-shaped even when the theme's controls are. */
export const textArea = style({
  minHeight: '8.5rem',
  paddingBlock: vars.space['3'],
  borderRadius: `min(${vars.radius.control}, ${vars.radius.lg})`,
  lineHeight: vars.lineHeight.normal,
  resize: 'vertical',
});
