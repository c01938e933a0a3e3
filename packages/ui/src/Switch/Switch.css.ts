import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const trackWidth = '2.75rem';
const trackHeight = '1.5rem';
const knobSize = '1rem';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  width: '100%',
  minWidth: 0,
});

/** Text first, switch at the end of the row: the layout of a settings list. */
export const button = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  minHeight: vars.size.target,
  paddingBlock: `calc((${vars.size.target} - 1lh) / 2)`,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed' },
    '&[data-disabled]:not([data-selected])': { color: vars.color.textMuted },
  },
});

export const text = style({ minWidth: 0, overflowWrap: 'break-word' });

export const track = style({
  position: 'relative',
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  width: trackWidth,
  height: trackHeight,
  // Centred on the first line of the label.
  marginBlockStart: `calc((1lh - ${trackHeight}) / 2)`,
  padding: '0.125rem',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.base,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '[data-hovered] > &': { borderColor: vars.color.text },
    '[data-selected] > &': { backgroundColor: vars.color.accentStrong, borderColor: vars.color.accentStrong },
    '[data-invalid] > &': { borderColor: vars.color.danger },
    '[data-focus-visible] > &': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '[data-disabled]:not([data-selected]) > &': { opacity: 0.55 },
    // Locked on: still clearly on, but quieter than a switch the user can change.
    '[data-disabled][data-selected] > &': { opacity: 0.75 },
  },
});

export const knob = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: knobSize,
  height: knobSize,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  color: vars.color.accentStrong,
  transitionProperty: 'transform, background-color',
  transitionDuration: vars.motion.base,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '[data-selected] &': {
      backgroundColor: vars.color.surface,
      // Track content width (track minus borders and padding) minus the knob.
      transform: `translateX(calc(${trackWidth} - 4px - 0.25rem - ${knobSize}))`,
    },
  },
});

/** The padlock drawn in the knob while the switch is on and cannot be turned off. */
export const lock = style({
  width: '0.75rem',
  height: '0.75rem',
  display: 'none',
  selectors: {
    '[data-disabled][data-selected] &': { display: 'block' },
  },
});

/** Description and error sit under the text, clear of the switch. */
export const below = style({
  paddingInlineEnd: `calc(${trackWidth} + ${vars.space['4']})`,
  selectors: {
    // Right under the label: tucked into its bottom padding (there to make a 44 px target).
    [`${button} + &`]: { marginBlockStart: `calc(-1 * ${vars.space['2']})` },
  },
});
