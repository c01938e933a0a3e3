import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const container = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space['5'],
    '@media': {
      [media.md]: { paddingInline: vars.space['8'] },
    },
  },
  variants: {
    width: {
      default: { maxWidth: `calc(${vars.size.container} + 2 * ${vars.space['8']})` },
      narrow: { maxWidth: `calc(${vars.size.containerNarrow} + 2 * ${vars.space['8']})` },
      full: { maxWidth: 'none' },
    },
  },
  defaultVariants: { width: 'default' },
});

export type ContainerVariants = NonNullable<RecipeVariants<typeof container>>;
