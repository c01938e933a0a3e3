import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const gaps = Object.fromEntries(
  Object.entries(vars.space).map(([step, value]) => [step, { gap: value }]),
) as {
  [Step in keyof typeof vars.space]: { gap: string };
};

export const stack = recipe({
  base: { display: 'flex', minWidth: 0, margin: 0, padding: 0, listStyle: 'none' },
  variants: {
    direction: {
      column: { flexDirection: 'column' },
      row: { flexDirection: 'row' },
    },
    gap: gaps,
    align: {
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
      stretch: { alignItems: 'stretch' },
      baseline: { alignItems: 'baseline' },
    },
    justify: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
    wrap: {
      true: { flexWrap: 'wrap' },
    },
  },
  defaultVariants: { direction: 'column', gap: '4' },
});

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;
