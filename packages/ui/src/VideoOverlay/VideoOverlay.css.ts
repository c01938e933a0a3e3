import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

const fadeIn = keyframes({ from: { opacity: 0 } });
const zoomIn = keyframes({ from: { opacity: 0, transform: 'scale(0.97)' } });

/** Room kept around the video: the overlay's padding plus the close button's row above it. */
const chromeMobile = `(${vars.space['4']} * 2 + ${vars.size.target} + ${vars.space['3']})`;
const chromeDesktop = `(${vars.space['10']} * 2 + ${vars.size.target} + ${vars.space['3']})`;
const viewportHeight = 'var(--visual-viewport-height, 100dvh)';

export const overlay = style({
  position: 'fixed',
  top: 0,
  left: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: viewportHeight,
  padding: vars.space['4'],
  backgroundColor: vars.color.backdrop,
  backdropFilter: 'blur(6px)',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.base} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing} reverse` },
  },
  '@media': {
    [media.md]: { padding: vars.space['10'] },
  },
});

/** As wide as the screen allows while the whole 16:9 video and the close button fit in its height. */
export const modal = style({
  width: '100%',
  maxWidth: `min(${vars.size.container}, calc((${viewportHeight} - ${chromeMobile}) * 16 / 9))`,
  selectors: {
    '&[data-entering]': { animation: `${zoomIn} ${vars.motion.slow} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${zoomIn} ${vars.motion.fast} ${vars.motion.easing} reverse` },
  },
  '@media': {
    [media.md]: {
      maxWidth: `min(${vars.size.container}, calc((${viewportHeight} - ${chromeDesktop}) * 16 / 9))`,
    },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space['3'],
  outline: 'none',
});

/** With content under the video: a narrower column that scrolls inside the screen. */
export const modalWithDetails = style({
  display: 'flex',
  flexDirection: 'column',
  maxHeight: '100%',
  '@media': {
    [media.md]: { maxWidth: `min(52rem, 100%)` },
  },
});

export const dialogWithDetails = style({
  alignItems: 'stretch',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  // The focus ring of the close button and the card's shadow stay visible at the edges.
  padding: vars.space['1'],
  margin: `calc(${vars.space['1']} * -1)`,
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  flexShrink: 0,
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  '@media': {
    [media.md]: { padding: vars.space['6'] },
  },
});

export const closeButton = style({
  alignSelf: 'flex-end',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.target,
  height: vars.size.target,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  transitionProperty: 'background-color, transform',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-pressed]': { transform: 'scale(0.96)' },
    // The usual ring colour is made for light surfaces; on the dark backdrop the inverse accent reads.
    '&[data-focus-visible]': { outlineColor: vars.color.accentInverse },
    // It stays in reach while the content under the video scrolls.
    [`${dialogWithDetails} > &`]: { position: 'sticky', top: 0, zIndex: 1, flexShrink: 0 },
  },
});

/** Reserves the 16:9 box before the video loads, so nothing moves when it does. */
export const frame = style({
  position: 'relative',
  flexShrink: 0,
  width: '100%',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: '#000',
  boxShadow: vars.shadow.lg,
});

export const video = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  backgroundColor: '#000',
  selectors: {
    '&:focus-visible': { outlineColor: vars.color.accentInverse, outlineOffset: '-3px' },
  },
});
