import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Error message on the left, character counter on the right. */
export const footer = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  selectors: { '&:empty': { display: 'none' } },
});

export const counter = style({
  flexShrink: 0,
  marginInlineStart: 'auto',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    // At the limit the counter turns as strong as the text, so the stop is noticed.
    '&[data-at-limit]': { color: vars.color.text, fontWeight: vars.fontWeight.semibold },
  },
});
