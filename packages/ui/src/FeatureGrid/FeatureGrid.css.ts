import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

/*
 * The shared visual language of the marketing blocks (feature, metric, showcase and pricing cards,
 * steps, FAQ): one grid, one icon tile, one card title and one body text. The other blocks import
 * these classes, so a change here keeps them consistent.
 */

/** A responsive list of cards: 1 column on mobile, 2 from `md`, `columns` from `lg`. */
export const cardGrid = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space['5'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@media': {
      [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['6'] },
    },
  },
  variants: {
    columns: {
      2: {},
      3: { '@media': { [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
      4: { '@media': { [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } },
    },
  },
  defaultVariants: { columns: 3 },
});

export type CardGridVariants = NonNullable<RecipeVariants<typeof cardGrid>>;

/** A grid cell: the card inside stretches to the row's height. */
export const cardGridItem = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

/** Makes a card fill its grid cell. */
export const fill = style({ flexGrow: 1 });

/** The tinted round tile that holds a card's icon. */
export const iconTile = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.space['12'],
  height: vars.space['12'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accentStrong,
  fontSize: vars.fontSize.xl,
});

/** Title of a card (an `h3` by default): one step under SectionHeading's `block` size. */
export const cardTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
  lineHeight: vars.lineHeight.snug,
});

/** Body text of a card. */
export const cardText = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

/** Title and text, kept closer together than the card's other parts. */
export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

/** The action at the foot of a card: pushed to the bottom so actions align across a row. */
export const cardAction = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  marginTop: 'auto',
  paddingTop: vars.space['2'],
});

/** The recommended card of a group: an accent outline (2 px, without shifting the layout) and a shadow. */
export const highlightedCard = style({
  borderColor: vars.color.accentStrong,
  boxShadow: `0 0 0 1px ${vars.color.accentStrong}, ${vars.shadow.md}`,
});

/** The top row of a card: the icon tile (or the title) at the start, a badge at the end. */
export const cardTop = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space['3'],
});
