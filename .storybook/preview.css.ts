import { globalStyle } from '@vanilla-extract/css';

// Storybook's own canvas background would hide the theme's page colour.
globalStyle('html, body.sb-show-main', { background: 'var(--rn-color-page)' });

// At least one screen tall, as a site's page is: the story tests and the static Storybook's check
// capture the body, and a fixed overlay (a dialog's backdrop, a banner at the bottom) is then
// captured whole.
globalStyle('body', { minHeight: '100vh' });
