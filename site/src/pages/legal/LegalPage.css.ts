import { vars } from '@renueva/ui/tokens';
import { style } from '@vanilla-extract/css';

/** A table of more columns than a phone fits scrolls sideways in its own box, never the page. */
export const tableScroller = style({
  maxWidth: '100%',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

/** Wide enough for each column to keep its words whole. */
export const wideTable = style({ minWidth: '40rem' });
