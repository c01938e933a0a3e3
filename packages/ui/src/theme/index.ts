export { vars } from './contract.css';
export { breakpoints, clinicTokens, defaultTokens, fontFallbacks, media, type ThemeTokens } from './tokens';
