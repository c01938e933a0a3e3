import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

/** Fills the viewport area (at least) and centres the card in it. */
export const area = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100dvh',
  // Room above and below that shrinks on a short screen, so the card stays centred in it rather than
  // pushing the page into a scroll.
  paddingBlock: `clamp(${vars.space['4']}, 6dvh, ${vars.space['12']})`,
  paddingInline: vars.space['5'],
  backgroundColor: vars.color.page,
  backgroundImage: `radial-gradient(ellipse 50% 40% at 50% 40%, ${vars.color.accentSoft}, transparent 70%)`,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['4'],
  width: '100%',
  maxWidth: '32rem',
  padding: `${vars.space['10']} ${vars.space['6']}`,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
  textAlign: 'center',
  '@media': { [media.md]: { padding: `${vars.space['12']} ${vars.space['10']}` } },
});

export const code = style({
  color: vars.color.accentStrong,
  fontFamily: vars.font.display,
  fontSize: 'clamp(3.5rem, 2.5rem + 5vw, 5.5rem)',
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
});

export const title = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
});

export const text = style({
  color: vars.color.textMuted,
  maxWidth: '26rem',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
  marginTop: vars.space['4'],
});
