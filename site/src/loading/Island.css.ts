import { style } from '@vanilla-extract/css';

/** An island's wrapper only marks where it is: its content lays out as if it were not there. */
export const island = style({ display: 'contents' });
