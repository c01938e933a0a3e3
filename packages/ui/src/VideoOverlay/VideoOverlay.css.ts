import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

const fadeIn = keyframes({ from: { opacity: 0 } });
const zoomIn = keyframes({ from: { opacity: 0, transform: 'scale(0.97)' } });

/** Room kept around the panel: the space between it and the screen's edges. */
const edgeMobile = vars.space['4'];
const edgeDesktop = vars.space['10'];
/** Room kept around the video: that space on both sides plus the close button's row above it. */
const chromeMobile = `(${edgeMobile} * 2 + ${vars.size.target} + ${vars.space['3']})`;
const chromeDesktop = `(${edgeDesktop} * 2 + ${vars.size.target} + ${vars.space['3']})`;
const viewportHeight = '100dvh';

/** While the overlay is open the page behind it does not scroll. */
globalStyle('html:has(dialog:modal)', { overflow: 'hidden' });

/**
 * The `<dialog>`, in the top layer: a transparent panel centred on the screen that holds the close
 * button and the video, over a dimmed, blurred backdrop (its `::backdrop`). As wide as the screen
 * allows while the whole 16:9 video and the close button fit in its height.
 */
export const modal = style({
  boxSizing: 'border-box',
  flexDirection: 'column',
  width: `calc(100% - 2 * ${edgeMobile})`,
  maxWidth: `min(${vars.size.container}, calc((${viewportHeight} - ${chromeMobile}) * 16 / 9))`,
  maxHeight: `calc(${viewportHeight} - 2 * ${edgeMobile})`,
  margin: 'auto',
  padding: 0,
  border: 'none',
  // It takes focus itself when React opens it, to be announced: the focus ring is for the controls.
  outline: 'none',
  // The close button's and the video's shadows reach past the panel.
  overflow: 'visible',
  backgroundColor: 'transparent',
  color: vars.color.text,
  selectors: {
    // Only while open: a closed dialog keeps the browser's display: none.
    '&[open]': {
      display: 'flex',
      animation: `${zoomIn} ${vars.motion.slow} ${vars.motion.easing}`,
    },
    '&::backdrop': {
      backgroundColor: vars.color.backdrop,
      backdropFilter: 'blur(6px)',
      animation: `${fadeIn} ${vars.motion.base} ${vars.motion.easing}`,
    },
  },
  '@media': {
    [media.md]: {
      width: `calc(100% - 2 * ${edgeDesktop})`,
      maxWidth: `min(${vars.size.container}, calc((${viewportHeight} - ${chromeDesktop}) * 16 / 9))`,
      maxHeight: `calc(${viewportHeight} - 2 * ${edgeDesktop})`,
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

/** The `<form method="dialog">` around the close button, which closes the dialog with no script. */
export const closeForm = style({
  display: 'flex',
  alignSelf: 'flex-end',
  selectors: {
    // It stays in reach while the content under the video scrolls.
    [`${dialogWithDetails} > &`]: { position: 'sticky', top: 0, zIndex: 1, flexShrink: 0 },
  },
});

export const closeButton = style({
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
  backgroundPosition: 'center',
  backgroundRepeat: 'no-repeat',
  backgroundSize: 'contain',
  boxShadow: vars.shadow.lg,
});

export const video = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  selectors: {
    '&:focus-visible': { outlineColor: vars.color.accentInverse, outlineOffset: '-3px' },
  },
});
