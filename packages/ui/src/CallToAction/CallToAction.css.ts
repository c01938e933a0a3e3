import { globalStyle, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

/** A soft glow of the accent in a corner: the band's only decoration. */
const glow = (strength: string) =>
  `radial-gradient(60rem 24rem at 100% 0%, color-mix(in srgb, ${vars.color.accent} ${strength}, transparent), transparent 70%)`;

export const band = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    paddingBlock: vars.space['16'],
    '@media': { [media.md]: { paddingBlock: vars.space['24'] } },
  },
  variants: {
    tone: {
      inverse: {
        backgroundColor: vars.color.surfaceInverse,
        backgroundImage: glow('22%'),
        color: vars.color.textInverse,
      },
      accent: {
        backgroundColor: vars.color.accentSoft,
        backgroundImage: glow('28%'),
        color: vars.color.text,
      },
    },
    /** `band` spans the page; `panel` is a rounded block inside the content column. */
    shape: {
      band: {},
      panel: {
        borderRadius: vars.radius.xl,
        paddingBlock: vars.space['12'],
        '@media': { [media.md]: { paddingBlock: vars.space['16'] } },
      },
    },
  },
  defaultVariants: { tone: 'inverse', shape: 'band' },
});

export type CallToActionVariants = NonNullable<RecipeVariants<typeof band>>;

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['8'],
  textAlign: 'center',
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space['3'],
  width: '100%',
  '@media': {
    [media.sm]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      justifyContent: 'center',
      width: 'auto',
    },
  },
});

export const note = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: { [`.${band.classNames.variants.tone.inverse} &`]: { color: vars.color.textInverseMuted } },
});

// The theme's focus ring is drawn for light surfaces; on the dark band it uses the inverse accent.
globalStyle(`.${band.classNames.variants.tone.inverse} :focus-visible`, {
  outlineColor: vars.color.accentInverse,
});
