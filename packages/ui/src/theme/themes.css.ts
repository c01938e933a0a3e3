import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { clinicTokens, defaultTokens } from './tokens';

/** Class that applies the default theme's tokens to an element and its descendants. */
export const defaultTheme = createTheme(vars, defaultTokens, 'default');

/** Class that applies the example clinic theme's tokens. */
export const clinicTheme = createTheme(vars, clinicTokens, 'clinic');
