import '@fontsource-variable/plus-jakarta-sans/wght.css';
import bodyFont from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url';

/**
 * The site's one font file: Plus Jakarta Sans, variable in weight, latin subset (every character of
 * Spanish, and €). fontsource declares it with `font-display: swap`, and the theme's metric-matched
 * fallback takes its place until it arrives. Its preload starts the download with the HTML's.
 */
export const fontPreload = `<link rel="preload" href="${bodyFont}" as="font" type="font/woff2" crossorigin />`;
