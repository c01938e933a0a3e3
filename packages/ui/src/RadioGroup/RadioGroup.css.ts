import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const dotSize = '1.375rem';

/** The options' container, per variant and orientation. */
export const options = recipe({
  base: { display: 'flex', minWidth: 0 },
  variants: {
    variant: {
      default: {},
      card: {},
    },
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap' },
    },
  },
  compoundVariants: [
    { variants: { variant: 'default', orientation: 'vertical' }, style: { gap: 0 } },
    { variants: { variant: 'default', orientation: 'horizontal' }, style: { columnGap: vars.space['6'] } },
    { variants: { variant: 'card', orientation: 'vertical' }, style: { gap: vars.space['3'] } },
    {
      variants: { variant: 'card', orientation: 'horizontal' },
      style: {
        display: 'grid',
        gap: vars.space['3'],
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
      },
    },
  ],
  defaultVariants: { variant: 'default', orientation: 'vertical' },
});

/** One option: the radio button (circle and label) with its description under the label. */
export const option = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
  },
  variants: {
    variant: {
      default: {},
      card: {
        gap: vars.space['1'],
        padding: `${vars.space['2']} ${vars.space['5']} ${vars.space['4']}`,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
        backgroundColor: vars.color.surface,
        transitionProperty: 'border-color, background-color, box-shadow',
        transitionDuration: vars.motion.fast,
        transitionTimingFunction: vars.motion.easing,
        selectors: {
          '&:has([data-hovered])': { borderColor: vars.color.borderStrong },
          // A 2 px border without moving the content.
          '&[data-selected]': {
            borderColor: vars.color.accentStrong,
            boxShadow: `inset 0 0 0 1px ${vars.color.accentStrong}`,
            backgroundColor: vars.color.accentSoft,
          },
          '&[data-invalid]:not([data-selected])': { borderColor: vars.color.danger },
          '&:has([data-focus-visible])': {
            outline: `3px solid ${vars.color.focusRing}`,
            outlineOffset: '2px',
          },
          '&[data-disabled]': { backgroundColor: vars.color.surfaceMuted, borderColor: vars.color.border },
        },
      },
    },
  },
  defaultVariants: { variant: 'default' },
});

/** The clickable label. In a card it covers the whole card. */
export const button = recipe({
  base: {
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
  },
  variants: {
    variant: {
      default: {},
      card: {
        fontWeight: vars.fontWeight.semibold,
        // The whole card is the target, description included.
        '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
      },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const dot = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: dotSize,
  height: dotSize,
  marginBlockStart: `calc((1lh - ${dotSize}) / 2)`,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  transitionProperty: 'border-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  '::after': {
    content: '""',
    width: '0.625rem',
    height: '0.625rem',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.accentStrong,
    transform: 'scale(0)',
    transitionProperty: 'transform',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
  },
  selectors: {
    '[data-hovered] > &': { borderColor: vars.color.text },
    '[data-selected] > &': { borderColor: vars.color.accentStrong },
    '[data-selected] > &::after': { transform: 'scale(1)' },
    '[data-invalid] > &': { borderColor: vars.color.danger },
    '[data-focus-visible] > &': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    // A card draws the focus ring around itself instead.
    '[data-variant="card"] [data-focus-visible] > &': { outline: 'none' },
    '[data-disabled] > &': { opacity: 0.55 },
  },
});

/** Label text and, on cards, the detail at the end of the row. */
export const content = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space['3'],
  flex: 1,
  minWidth: 0,
  overflowWrap: 'break-word',
});

export const detail = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '[data-disabled] &': { color: 'inherit' } },
});

/** Option descriptions line up with the label text, not with the circle. */
export const optionDescription = style({
  paddingInlineStart: `calc(${dotSize} + ${vars.space['3']})`,
  // Tucked into the label's bottom padding (there to make a 44 px target).
  marginBlockStart: `calc(-1 * ${vars.space['2']})`,
});
