import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  width: '100%',
  minWidth: 0,
});

/** Fields side by side while each can be at least 16rem wide; stacked otherwise (modals, phones). */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  alignItems: 'start',
  gap: vars.space['6'],
  minWidth: 0,
});

export const summary = style({
  padding: vars.space['5'],
  border: `1px solid ${vars.color.danger}`,
  borderInlineStartWidth: '4px',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSoft,
  color: vars.color.text,
  scrollMarginTop: vars.space['24'],
  selectors: {
    '&:focus, &:focus-visible': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const summaryTitle = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
});

export const summaryIcon = style({
  color: vars.color.danger,
  marginBlockStart: 'calc((1lh - 1.25em) / 2)',
});

export const summaryList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  margin: 0,
  marginBlockStart: vars.space['2'],
  paddingInlineStart: `calc(1.25em + ${vars.space['2']})`,
  listStyle: 'none',
});

export const summaryLink = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  textDecorationLine: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  overflowWrap: 'break-word',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-hovered]': { textDecorationThickness: '2px' },
  },
});

export const summaryLabel = style({ fontWeight: vars.fontWeight.bold });
