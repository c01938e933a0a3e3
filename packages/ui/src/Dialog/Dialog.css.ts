import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

const fadeIn = keyframes({ from: { opacity: 0 } });
const riseIn = keyframes({ from: { opacity: 0, transform: 'translateY(0.75rem) scale(0.98)' } });

/** While a modal dialog is open the page behind it does not scroll. */
globalStyle('html:has(dialog:modal)', { overflow: 'hidden' });

/**
 * The `<dialog>` is the panel, in the top layer: a sheet at the bottom of the screen on phones,
 * centred from `md` up, over a dimmed backdrop. `dvh` keeps it above the on-screen keyboard.
 */
export const modal = recipe({
  base: {
    boxSizing: 'border-box',
    flexDirection: 'column',
    width: `calc(100% - 2 * ${vars.space['3']})`,
    maxHeight: `calc(100dvh - 2 * ${vars.space['3']})`,
    minHeight: 0,
    margin: `auto auto ${vars.space['3']}`,
    padding: 0,
    border: 'none',
    // It takes focus itself when it opens, to be announced: the focus ring is for the controls in it.
    outline: 'none',
    overflow: 'hidden',
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    selectors: {
      // Only while open: a closed dialog keeps the browser's display: none.
      '&[open]': {
        display: 'flex',
        animation: `${riseIn} ${vars.motion.slow} ${vars.motion.easing}`,
      },
      '&::backdrop': {
        backgroundColor: vars.color.backdrop,
        animation: `${fadeIn} ${vars.motion.base} ${vars.motion.easing}`,
      },
    },
    '@media': {
      [media.md]: {
        width: `calc(100% - 2 * ${vars.space['8']})`,
        maxHeight: `calc(100dvh - 2 * ${vars.space['8']})`,
        margin: 'auto',
      },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: '28rem' },
      md: { maxWidth: '36rem' },
      lg: { maxWidth: '48rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export type DialogVariants = NonNullable<RecipeVariants<typeof modal>>;

/** The dialog scrolls inside the modal when its content is taller than the screen; the header stays. */
export const dialog = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  outline: 'none',
  scrollPaddingTop: '5rem',
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['4'],
  padding: `${vars.space['5']} ${vars.space['5']} ${vars.space['3']}`,
  backgroundColor: vars.color.surface,
  '@media': {
    [media.md]: { padding: `${vars.space['6']} ${vars.space['6']} ${vars.space['4']}` },
  },
});

export const title = style({
  flex: '1 1 auto',
  minWidth: 0,
  // Centres a one-line title on the close button's 44 px.
  paddingBlock: vars.space['2'],
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
});

/** A round, quiet icon button (close buttons of dialogs and toasts). */
export const iconButton = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.target,
  height: vars.size.target,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-pressed]': { backgroundColor: vars.color.border },
  },
});

/** The close button's `<form method="dialog">` (it closes the dialog without script) takes no room of its own. */
export const closeForm = style({ display: 'contents' });

/**
 * The dialog's close button is a plain `<button>` (it must work before React runs), so its hover and
 * press states are the platform's.
 */
export const closeButton = style([
  iconButton,
  {
    marginInlineEnd: `calc(${vars.space['2']} * -1)`,
    selectors: { '&:active': { backgroundColor: vars.color.border } },
    '@media': {
      '(hover: hover)': {
        selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text } },
      },
    },
  },
]);

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: `0 ${vars.space['5']} ${vars.space['6']}`,
  '@media': {
    [media.md]: { padding: `0 ${vars.space['6']} ${vars.space['8']}` },
  },
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
});
