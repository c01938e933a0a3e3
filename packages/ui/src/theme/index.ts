export { vars } from './contract.css';
export { breakpoints, clinicTokens, defaultTokens, media, type ThemeTokens } from './tokens';
