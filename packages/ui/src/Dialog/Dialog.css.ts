import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

const fadeIn = keyframes({ from: { opacity: 0 } });
const riseIn = keyframes({ from: { opacity: 0, transform: 'translateY(0.75rem) scale(0.98)' } });

/**
 * The backdrop. It follows the visual viewport (react-aria-components sets the variable), so the
 * dialog stays above the on-screen keyboard on phones.
 */
export const overlay = style({
  position: 'fixed',
  top: 0,
  left: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  width: '100%',
  height: 'var(--visual-viewport-height, 100dvh)',
  padding: vars.space['3'],
  backgroundColor: vars.color.backdrop,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.base} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing} reverse` },
  },
  '@media': {
    [media.md]: { alignItems: 'center', padding: vars.space['8'] },
  },
});

export const modal = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxHeight: '100%',
    minHeight: 0,
    overflow: 'hidden',
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    selectors: {
      '&[data-entering]': { animation: `${riseIn} ${vars.motion.slow} ${vars.motion.easing}` },
      '&[data-exiting]': { animation: `${riseIn} ${vars.motion.fast} ${vars.motion.easing} reverse` },
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

export const closeButton = style([iconButton, { marginInlineEnd: `calc(${vars.space['2']} * -1)` }]);

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
