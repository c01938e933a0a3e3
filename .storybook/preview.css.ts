import { globalStyle } from '@vanilla-extract/css';

// Storybook's own canvas background would hide the theme's page colour.
globalStyle('html, body.sb-show-main', { background: 'var(--rn-color-page)' });
