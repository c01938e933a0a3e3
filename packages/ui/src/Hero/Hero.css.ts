import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { breakpoints, media } from '../theme/tokens';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  paddingBlock: `${vars.space['12']} ${vars.space['16']}`,
  backgroundColor: vars.color.page,
  // A soft wash of the accent behind the media: calm, and free (no image request).
  backgroundImage: `radial-gradient(ellipse 60% 50% at 85% 30%, ${vars.color.accentSoft}, transparent 70%)`,
  '@media': {
    [media.md]: { paddingBlock: `${vars.space['16']} ${vars.space['20']}` },
    [media.lg]: { paddingBlock: vars.space['20'] },
  },
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space['12'],
  '@media': {
    [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) auto', gap: vars.space['16'] },
    [media.xl]: { gap: vars.space['20'] },
  },
});

export const copy = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['6'],
  maxWidth: '40rem',
});

export const eyebrow = style({
  color: vars.color.accentStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const title = style({
  fontSize: vars.fontSize['5xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
});

export const subtitle = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  maxWidth: '36rem',
  '@media': { [media.md]: { fontSize: vars.fontSize.xl } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingTop: vars.space['2'],
});

// On the narrowest screens the actions stack as full-width buttons.
globalStyle(`${actions} > *`, {
  '@media': { [`screen and (max-width: ${breakpoints.sm - 0.02}px)`]: { flex: '1 1 100%' } },
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const mediaColumn = style({
  display: 'flex',
  justifyContent: 'center',
  minWidth: 0,
});

/**
 * The media's box is reserved before it loads: 342 x 512 px (the mockup size), a smaller box at
 * each breakpoint, always in the same 342:512 ratio, and never wider than the column.
 */
export const mediaBox = style({
  position: 'relative',
  flexShrink: 0,
  width: 'min(342px, 100%)',
  aspectRatio: '342 / 512',
  '@media': {
    // Stacked, large phones and small tablets: smaller, so the copy and actions stay in view.
    [media.sm]: { width: '288px' },
    // Stacked tablets.
    [media.md]: { width: '312px' },
    // Two columns in a 1024 px window: the copy keeps most of the width.
    [media.lg]: { width: '300px' },
    // Wide screens: the full mockup size.
    [media.xl]: { width: '342px' },
  },
});

globalStyle(`${mediaBox} > *`, {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
});

globalStyle(`${mediaBox} > img, ${mediaBox} > video, ${mediaBox} > picture img`, { objectFit: 'cover' });
