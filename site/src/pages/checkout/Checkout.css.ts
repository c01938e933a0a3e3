import { media, vars } from '@renueva/ui/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  paddingBlock: vars.space['12'],
  '@media': { [media.lg]: { paddingBlock: vars.space['16'] } },
});

export const layout = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1.5fr) minmax(0, 1fr)' } },
});

export const formCard = style({
  padding: vars.space['6'],
  '@media': { [media.md]: { padding: vars.space['8'] } },
});

export const summary = style({
  display: 'grid',
  gap: vars.space['5'],
  padding: vars.space['6'],
  '@media': { [media.lg]: { position: 'sticky', top: vars.space['24'] } },
});

export const summaryTitle = style({ fontSize: vars.fontSize.xl, marginBlockEnd: vars.space['2'] });

export const lines = style({
  display: 'grid',
  gap: vars.space['3'],
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const line = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space['4'] });

export const total = style([
  line,
  {
    paddingBlockStart: vars.space['3'],
    borderBlockStart: `1px solid ${vars.color.border}`,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.bold,
  },
]);

globalStyle(`${lines} dd`, { margin: 0, fontVariantNumeric: 'tabular-nums' });

export const taxNote = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const confirmation = style({ maxWidth: '44rem' });

export const nextSteps = style({ fontSize: vars.fontSize.lg });
