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
  marginBottom: vars.space['10'],
  '@media': { [media.md]: { marginBottom: vars.space['12'] } },
});
