import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** Shared by `Button` and `LinkButton`, so a link that looks like a button is exactly a button. */
export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    border: '1px solid transparent',
    borderRadius: vars.radius.control,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, border-color, color, box-shadow, transform',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&[data-pressed]': { transform: 'translateY(1px)' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55, transform: 'none' },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.accent,
        color: vars.color.onAccent,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.accentHover },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.text,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.surfaceMuted },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.surfaceMuted },
        },
      },
    },
    size: {
      sm: {
        minHeight: '2.25rem',
        paddingInline: vars.space['3'],
        fontSize: vars.fontSize.sm,
      },
      md: {
        minHeight: vars.size.target,
        paddingInline: vars.space['5'],
        fontSize: vars.fontSize.md,
      },
      lg: {
        minHeight: '3.25rem',
        paddingInline: vars.space['8'],
        fontSize: vars.fontSize.lg,
      },
    },
    fullWidth: {
      true: { width: '100%' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** Keeps the label's width while pending, so the button does not jump. */
export const label = style({
  selectors: { '[data-pending] > &': { opacity: 0 } },
});

export const spinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: '1.25em',
  height: '1.25em',
});

export const spinnerTrack = style({ opacity: 0.25 });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinnerArc = style({
  transformOrigin: 'center',
  animation: `${spin} 0.8s linear infinite`,
});
