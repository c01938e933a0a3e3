import { media, vars } from '@renueva/ui/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const article = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['12'],
  paddingTop: vars.space['10'],
  paddingBottom: vars.space['16'],
  '@media': {
    [media.md]: { gap: vars.space['16'], paddingTop: vars.space['16'], paddingBottom: vars.space['20'] },
  },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['5'],
});

export const title = style({
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
  lineHeight: vars.lineHeight.tight,
  textWrap: 'balance',
  '@media': { [media.md]: { fontSize: vars.fontSize['5xl'] } },
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const part = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });

export const partTitle = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
  lineHeight: vars.lineHeight.snug,
  textWrap: 'balance',
});

export const subTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
});

/** Long-form text: the lead paragraphs are a step larger. */
export const prose = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  '@media': { [media.md]: { fontSize: vars.fontSize.lg } },
});

export const lead = style([prose, { color: vars.color.textMuted }]);

globalStyle(`${prose} strong`, { fontWeight: vars.fontWeight.semibold });

export const offerings = style({
  display: 'grid',
  gap: vars.space['5'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['6'] } },
});

export const offeringSummary = style({ lineHeight: vars.lineHeight.normal });

export const bestForLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const bulletList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  paddingInlineStart: vars.space['5'],
  lineHeight: vars.lineHeight.normal,
});

globalStyle(`${bulletList} li::marker`, { color: vars.color.accentStrong });

export const questions = style([bulletList, { gap: vars.space['3'] }]);

export const note = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const subParts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
});

export const subPart = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
