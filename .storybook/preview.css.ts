import { fallbackVar, globalStyle } from '@vanilla-extract/css';
import { bottomInset } from '../packages/ui/src/theme/bottomInset.css';

// Storybook's own canvas background would hide the theme's page colour.
globalStyle('html, body.sb-show-main', { background: 'var(--rn-color-page)' });

// Storybook's canvas padding (`.sb-main-fullscreen`, `.sb-main-padded`) overrides the package's
// `padding-bottom` on the body: the room to scroll the end of the page out from under a fixed panel
// at the bottom, which the cookie banner publishes as `bottomInset` while it shows. Keep that room,
// on top of the canvas padding, as a site's page has it.
const inset = fallbackVar(bottomInset, '0px');
globalStyle('body.sb-show-main.sb-main-fullscreen', { paddingBottom: inset });
globalStyle('body.sb-show-main.sb-main-padded', { paddingBottom: `calc(1rem + ${inset})` });
