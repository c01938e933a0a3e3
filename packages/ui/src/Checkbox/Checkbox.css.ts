import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const boxSize = '1.375rem';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  width: '100%',
  minWidth: 0,
});

/** The clickable label: box and text. At least 44 px tall for a single line. */
export const button = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  minHeight: vars.size.target,
  paddingBlock: `calc((${vars.size.target} - 1lh) / 2)`,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: boxSize,
  height: boxSize,
  // Centred on the first line of the label.
  marginBlockStart: `calc((1lh - ${boxSize}) / 2)`,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: `min(${vars.radius.sm}, 6px)`,
  backgroundColor: vars.color.surface,
  color: vars.color.textInverse,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '[data-hovered] > &': { borderColor: vars.color.text },
    '[data-selected] > &, [data-indeterminate] > &': {
      borderColor: vars.color.accentStrong,
      backgroundColor: vars.color.accentStrong,
    },
    '[data-invalid] > &': { borderColor: vars.color.danger },
    '[data-invalid][data-selected] > &': { backgroundColor: vars.color.danger },
    '[data-focus-visible] > &': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '[data-pressed] > &': { transform: 'scale(0.94)' },
    '[data-disabled] > &': { opacity: 0.55 },
  },
});

export const mark = style({
  width: '1rem',
  height: '1rem',
  opacity: 0,
  selectors: {
    '[data-selected] &, [data-indeterminate] &': { opacity: 1 },
  },
});

export const text = style({
  minWidth: 0,
  overflowWrap: 'break-word',
});

/** Description and error sit under the text, not under the box. */
export const below = style({
  paddingInlineStart: `calc(${boxSize} + ${vars.space['3']})`,
  selectors: {
    // Right under the label: tucked into its bottom padding (there to make a 44 px target).
    [`${button} + &`]: { marginBlockStart: `calc(-1 * ${vars.space['2']})` },
  },
});
