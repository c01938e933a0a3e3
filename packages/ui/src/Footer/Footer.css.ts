import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const footer = style({
  paddingBlock: `${vars.space['16']} ${vars.space['8']}`,
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  '@media': { [media.md]: { paddingTop: vars.space['20'] } },
});

// On the dark band the theme's focus ring would be too faint: use the inverse accent.
globalStyle(`${footer} :focus-visible`, { outlineColor: vars.color.accentInverse });

export const top = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['12'],
  '@media': {
    [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', gap: vars.space['16'] },
  },
});

export const brandBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  maxWidth: '24rem',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
  lineHeight: vars.lineHeight.tight,
});

globalStyle(`${brandBlock} a`, { color: 'inherit', textDecoration: 'none', borderRadius: vars.radius.sm });

export const description = style({
  color: vars.color.textInverseMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  letterSpacing: vars.letterSpacing.normal,
  lineHeight: vars.lineHeight.normal,
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 8.5rem), 1fr))',
  gap: `${vars.space['10']} ${vars.space['6']}`,
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minWidth: 0,
});

export const columnTitle = style({
  color: vars.color.textInverse,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wide,
  lineHeight: vars.lineHeight.snug,
  textTransform: 'uppercase',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-block',
  paddingBlock: vars.space['2'],
  lineHeight: vars.lineHeight.snug,
  color: vars.color.textInverseMuted,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': {
      color: vars.color.textInverse,
      textDecorationLine: 'underline',
      textUnderlineOffset: '0.2em',
    },
  },
});

export const bottom = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['4'],
  marginTop: vars.space['12'],
  paddingTop: vars.space['6'],
  borderTop: `1px solid color-mix(in srgb, ${vars.color.textInverse} 16%, transparent)`,
  '@media': {
    [media.lg]: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
      marginTop: vars.space['16'],
    },
  },
});

/** A footer with only the bottom row: even padding. */
export const compact = style({
  paddingTop: vars.space['8'],
  '@media': { [media.md]: { paddingTop: vars.space['8'] } },
});

/** Without brand or columns, the bottom row is the whole footer: no rule above it. */
export const bottomOnly = style({
  marginTop: 0,
  paddingTop: 0,
  borderTop: 0,
  '@media': { [media.lg]: { marginTop: 0 } },
});

export const copyright = style({
  color: vars.color.textInverseMuted,
  fontSize: vars.fontSize.sm,
});

export const bottomLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['6'],
});

export const legalList = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space['6'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const smallLink = style([link, { fontSize: vars.fontSize.sm, paddingBlock: vars.space['3'] }]);

export const cookieButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.target,
  paddingInline: vars.space['2'],
  marginInline: `calc(-1 * ${vars.space['2']})`,
  border: 0,
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.textInverseMuted,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.textInverse },
  },
});
