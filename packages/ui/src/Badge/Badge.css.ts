import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    paddingBlock: vars.space['1'],
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    whiteSpace: 'nowrap',
    border: '1px solid transparent',
  },
  variants: {
    tone: {
      neutral: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
      },
      accent: {
        backgroundColor: vars.color.accentSoft,
        color: vars.color.text,
        borderColor: vars.color.accentStrong,
      },
      strong: { backgroundColor: vars.color.accent, color: vars.color.onAccent },
      inverse: { backgroundColor: vars.color.surfaceInverse, color: vars.color.textInverse },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
