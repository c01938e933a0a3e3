import { style } from '@vanilla-extract/css';

/** Inputs that hold short codes (postcode, phone) keep their natural direction and digits. */
export const numeric = style({ fontVariantNumeric: 'tabular-nums' });
