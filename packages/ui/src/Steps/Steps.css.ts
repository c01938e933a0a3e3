import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

const circle = vars.space['12'];
/** Space between the number circle and the connecting line. */
const lineGap = vars.space['2'];
const columnGap = vars.space['8'];

export const list = recipe({
  base: {
    display: 'grid',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  variants: {
    orientation: {
      vertical: {},
      /** Vertical on small screens, a row of columns from `lg`. */
      auto: {
        '@media': {
          [media.lg]: {
            gridAutoFlow: 'column',
            gridAutoColumns: 'minmax(0, 1fr)',
            columnGap,
          },
        },
      },
    },
  },
  defaultVariants: { orientation: 'auto' },
});

export type StepsVariants = NonNullable<RecipeVariants<typeof list>>;

const horizontal = `.${list.classNames.variants.orientation.auto} > &`;

export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${circle} minmax(0, 1fr)`,
  columnGap: vars.space['4'],
  selectors: {
    '&:not(:last-child)': { paddingBottom: vars.space['8'] },
    // The line that joins this step to the next one.
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      top: `calc(${circle} + ${lineGap})`,
      bottom: lineGap,
      insetInlineStart: `calc(${circle} / 2 - 1px)`,
      width: '2px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.border,
    },
  },
  '@media': {
    [media.lg]: {
      selectors: {
        [horizontal]: {
          gridTemplateColumns: 'minmax(0, 1fr)',
          rowGap: vars.space['5'],
          alignContent: 'start',
        },
        [`${horizontal}:not(:last-child)`]: { paddingBottom: 0 },
        [`${horizontal}:not(:last-child)::before`]: {
          top: `calc(${circle} / 2 - 1px)`,
          bottom: 'auto',
          insetInlineStart: `calc(${circle} + ${lineGap})`,
          insetInlineEnd: `calc(${lineGap} - ${columnGap})`,
          width: 'auto',
          height: '2px',
        },
      },
    },
  },
});

export const number = style({
  display: 'grid',
  placeItems: 'center',
  width: circle,
  height: circle,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  minWidth: 0,
  // Centres the first line of the title on the circle.
  paddingTop: vars.space['3'],
  '@media': {
    [media.lg]: {
      selectors: { [`.${list.classNames.variants.orientation.auto} > * > &`]: { paddingTop: 0 } },
    },
  },
});

export const duration = style({ marginTop: vars.space['1'] });
