import { createVar, keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

/** How far the toast follows the finger or pointer while it is swiped (set during the gesture). */
export const swipeX = createVar();

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(0.75rem)' } });

/**
 * The notifications' element in the top layer (a `popover="manual"`, see `Toaster`), which only
 * lifts the region: the browser's popover styles (centred in the viewport, a border, padding,
 * system colours, its own scrolling) are reset, so it draws nothing and the region keeps its fixed
 * place on the screen. Where the browser has no popovers it is an ordinary fixed element, over the
 * page as the region used to be.
 */
export const layer = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  inset: '0 auto auto 0',
  width: 0,
  height: 0,
  margin: 0,
  padding: 0,
  border: 'none',
  overflow: 'visible',
  color: 'inherit',
  backgroundColor: 'transparent',
});

export const region = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  insetInline: vars.space['3'],
  bottom: vars.space['3'],
  borderRadius: vars.radius.lg,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
  '@media': {
    [media.md]: {
      insetInline: 'auto',
      right: vars.space['6'],
      bottom: vars.space['6'],
      width: '24rem',
    },
  },
});

export const toast = recipe({
  base: {
    vars: { [swipeX]: '0px' },
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    paddingBlock: vars.space['3'],
    paddingInlineStart: vars.space['4'],
    paddingInlineEnd: vars.space['2'],
    borderRadius: vars.radius.lg,
    border: '1px solid',
    boxShadow: vars.shadow.lg,
    // Horizontal drags belong to the swipe gesture; vertical ones still scroll the page.
    touchAction: 'pan-y',
    transform: `translateX(${swipeX})`,
    animation: `${slideIn} ${vars.motion.base} ${vars.motion.easing}`,
    transitionProperty: 'transform',
    transitionDuration: vars.motion.base,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&[data-swiping]': { transition: 'none', userSelect: 'none', cursor: 'grabbing' },
      '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
  variants: {
    variant: {
      default: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.border,
        color: vars.color.text,
      },
      destructive: {
        backgroundColor: vars.color.dangerSoft,
        borderColor: vars.color.danger,
        color: vars.color.text,
      },
    },
  },
  defaultVariants: { variant: 'default' },
});

export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>;

export const icon = recipe({
  base: {
    flexShrink: 0,
    display: 'inline-flex',
    // Lines the icon up with the title's first line.
    paddingBlock: vars.space['3'],
  },
  variants: {
    variant: {
      default: { color: vars.color.accentStrong },
      destructive: { color: vars.color.danger },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  flex: '1 1 auto',
  minWidth: 0,
  paddingBlock: vars.space['2'],
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});

export const title = style({
  display: 'block',
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'break-word',
});

export const description = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'break-word',
});

export { iconButton as closeButton } from '../Dialog/Dialog.css';
