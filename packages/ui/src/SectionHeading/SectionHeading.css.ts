import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const heading = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    maxWidth: vars.size.containerNarrow,
  },
  variants: {
    align: {
      start: { alignItems: 'flex-start', textAlign: 'start' },
      center: { alignItems: 'center', textAlign: 'center', marginInline: 'auto' },
    },
    /** `inverse` when the heading sits on a dark surface. */
    tone: {
      default: {},
      inverse: {},
    },
  },
  defaultVariants: { align: 'start', tone: 'default' },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;

const onInverse = `${heading.classNames.variants.tone.inverse} &`;

export const eyebrow = style({
  color: vars.color.accentStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  selectors: { [`.${onInverse}`]: { color: vars.color.accentInverse } },
});

export const title = recipe({
  base: { fontWeight: vars.fontWeight.bold, letterSpacing: vars.letterSpacing.tight },
  variants: {
    size: {
      page: { fontSize: vars.fontSize['5xl'] },
      section: { fontSize: vars.fontSize['4xl'] },
      block: { fontSize: vars.fontSize['2xl'] },
    },
  },
  defaultVariants: { size: 'section' },
});

export const intro = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  selectors: { [`.${onInverse}`]: { color: vars.color.textInverseMuted } },
});
