import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const section = recipe({
  base: {
    paddingBlock: vars.space['16'],
    '@media': { [media.md]: { paddingBlock: vars.space['24'] } },
  },
  variants: {
    tone: {
      default: { backgroundColor: vars.color.page, color: vars.color.text },
      muted: { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
      inverse: { backgroundColor: vars.color.surfaceInverse, color: vars.color.textInverse },
    },
  },
  defaultVariants: { tone: 'default' },
});

export type SectionVariants = NonNullable<RecipeVariants<typeof section>>;

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  maxWidth: vars.size.containerNarrow,
  marginBottom: vars.space['10'],
  '@media': { [media.md]: { marginBottom: vars.space['12'] } },
});

export const eyebrow = style({
  color: vars.color.accentStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
  selectors: { [`.${section.classNames.variants.tone.inverse} &`]: { color: vars.color.accentInverse } },
});

export const title = style({
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
});

export const intro = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  selectors: { [`.${section.classNames.variants.tone.inverse} &`]: { color: vars.color.textInverseMuted } },
});
