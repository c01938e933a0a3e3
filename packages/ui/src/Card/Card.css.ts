import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    minWidth: 0,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
  },
  variants: {
    tone: {
      default: { backgroundColor: vars.color.surface, color: vars.color.text },
      muted: { backgroundColor: vars.color.surfaceMuted, color: vars.color.text, borderColor: 'transparent' },
      accent: {
        backgroundColor: vars.color.accentSoft,
        color: vars.color.text,
        borderColor: vars.color.accentStrong,
      },
      inverse: {
        backgroundColor: vars.color.surfaceInverse,
        color: vars.color.textInverse,
        borderColor: vars.color.surfaceInverse,
      },
    },
    elevation: {
      flat: {},
      raised: { boxShadow: vars.shadow.md },
    },
    padding: {
      md: { padding: vars.space['6'] },
      lg: { padding: `${vars.space['8']} ${vars.space['6']}` },
    },
  },
  defaultVariants: { tone: 'default', elevation: 'flat', padding: 'md' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
