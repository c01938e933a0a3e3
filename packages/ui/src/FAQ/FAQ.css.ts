import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

/**
 * One question and its answer: a `<details>`. Its transition (the open item's shadow and border) is
 * also the answer's: `::details-content` below inherits its duration and easing, so the global rules
 * that shorten or drop transitions (reduced motion, `data-motion="fast"`, the still screenshots),
 * which match elements and `::before`/`::after` but not that pseudo-element, reach it as well.
 */
export const item = style({
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  transitionProperty: 'box-shadow, border-color',
  transitionDuration: vars.motion.base,
  transitionTimingFunction: vars.motion.easing,
  // Lets the answer's height run between 0 and `auto` (inherited by `::details-content`).
  interpolateSize: 'allow-keywords',
  selectors: {
    '&[open]': { boxShadow: vars.shadow.sm, borderColor: vars.color.borderStrong },
    // The question cannot be clicked (see `disabled` below): the pointer lands here instead.
    '&[data-disabled]': { cursor: 'not-allowed' },
    // The answer's box, which the browser hides while the item is closed. Where this pseudo-element
    // is unknown the rules are dropped and the answer simply appears, without the animation.
    '&::details-content': {
      blockSize: 0,
      overflow: 'clip',
      transitionProperty: 'block-size, content-visibility',
      transitionDuration: 'inherit',
      transitionTimingFunction: 'inherit',
      // Keeps the answer painted (`content-visibility`) until its height has shrunk to 0.
      transitionBehavior: 'allow-discrete',
    },
    '&[open]::details-content': { blockSize: 'auto' },
    '&[data-disabled]::details-content': { cursor: 'auto' },
  },
});

export const heading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

/** The `<summary>`: the whole row is the control; the browser's disclosure triangle is hidden. */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  width: '100%',
  minHeight: vars.size.target,
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  listStyle: 'none',
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': {
    [media.md]: { paddingInline: vars.space['6'] },
    // Only a real pointer hovers: a tap must not leave the question coloured.
    '(hover: hover)': { selectors: { '&:hover': { color: vars.color.accentStrong } } },
  },
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    // Without JavaScript too: the click passes through to the item, which does not toggle.
    [`${item}[data-disabled] &`]: { pointerEvents: 'none', opacity: 0.55 },
  },
});

const expanded = `${item}[open] &`;

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
