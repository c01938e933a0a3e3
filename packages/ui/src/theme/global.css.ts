import { fallbackVar, globalStyle } from '@vanilla-extract/css';
import { bottomInset } from './bottomInset.css';
import { vars } from './contract.css';

// A small modern reset. Importing the package's CSS applies it to the whole document.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('*', { margin: 0 });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollPaddingTop: '5rem',
  scrollPaddingBottom: fallbackVar(bottomInset, '0px'),
});

globalStyle('body', {
  minHeight: '100dvh',
  backgroundColor: vars.color.page,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
  // Room to scroll the end of the page out from under a fixed panel at the bottom.
  paddingBottom: fallbackVar(bottomInset, '0px'),
});

globalStyle('img, picture, video, canvas, svg', { display: 'block', maxWidth: '100%' });

globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });

globalStyle('h1, h2, h3, h4, h5, h6', {
  fontFamily: vars.font.display,
  lineHeight: vars.lineHeight.tight,
  textWrap: 'balance',
  overflowWrap: 'break-word',
});

globalStyle('p, li, dd', { textWrap: 'pretty', overflowWrap: 'break-word' });

// One visible focus ring for everything keyboard users can reach.
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

globalStyle('::selection', { backgroundColor: vars.color.accentSoft, color: vars.color.text });

// Users who ask for less motion get none.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

// Low-end devices (the site sets `data-motion="fast"` on <html>, which holds the theme's class):
// the motion tokens every component times its animations and transitions by shorten to 0.1 s (a
// duration set on every element would give every element a transition of every property, as
// `transition-property` is `all` by default), and backdrop blurs, the one costly effect the
// components use, are dropped (a dialog's `::backdrop` is a pseudo-element, which `*` does not match).
globalStyle(':root[data-motion="fast"]', {
  vars: { [vars.motion.fast]: '0.1s', [vars.motion.base]: '0.1s', [vars.motion.slow]: '0.1s' },
});
globalStyle('[data-motion="fast"] *, [data-motion="fast"] *::backdrop', {
  backdropFilter: 'none !important',
});
