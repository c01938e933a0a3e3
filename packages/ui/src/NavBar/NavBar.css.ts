import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

/** Height of the bar; kept under the 5rem `scroll-padding-top` of the global styles. */
const barHeight = '4rem';
const barHeightDesktop = '4.5rem';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  backgroundColor: vars.color.page,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  minHeight: barHeight,
  '@media': {
    [media.lg]: { minHeight: barHeightDesktop, gap: vars.space['3'] },
    [media.xl]: { gap: vars.space['6'] },
  },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  marginInlineEnd: 'auto',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  '@media': { [media.lg]: { marginInlineEnd: 0 } },
});

globalStyle(`${brand} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.target,
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
});

export const desktopNav = style({
  display: 'none',
  '@media': { [media.lg]: { display: 'block', marginInline: 'auto' } },
});

export const desktopList = style({
  display: 'flex',
  alignItems: 'center',
  '@media': { [media.xl]: { gap: vars.space['1'] } },
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const desktopLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  paddingInline: '0.375rem',
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.surfaceMuted },
  },
  '@media': { [media.xl]: { paddingInline: vars.space['3'], fontSize: vars.fontSize.md } },
});

/**
 * May shrink when a long call to action meets five links in a 1024 px window: the button's text
 * then wraps onto two lines instead of overflowing the bar.
 */
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minWidth: 0,
  '@media': { [media.xl]: { gap: vars.space['3'] } },
});

/** The call to action in the bar itself: desktop only (the mobile menu repeats it). */
export const desktopCta = style({
  display: 'none',
  minWidth: 0,
  '@media': { [media.lg]: { display: 'flex' } },
});

globalStyle(`${actions} > *`, { flexShrink: 0 });
globalStyle(`${actions} > ${desktopCta}`, { flexShrink: 1 });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.target,
  height: vars.size.target,
  marginInlineEnd: `calc(-1 * ${vars.space['2']})`,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.control,
  backgroundColor: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    // A plain button, styled before any script runs: native states (the open state is below).
    '&:active': { backgroundColor: vars.color.surfaceMuted },
  },
  '@media': {
    // Touch screens keep `:hover` on the last element tapped: only a real pointer hovers.
    '(hover: hover)': { selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted } } },
    [media.lg]: { display: 'none' },
  },
});

/**
 * The mobile menu: a popover, so it lives in the top layer, laid over the page right under the bar
 * (so opening it never pushes the content down), scrollable when the screen is short. The browser's
 * popover styles (centred in the viewport, a border, padding, system colours) are reset; it stays
 * hidden from `lg` up, where the bar holds the links, even if it was left open.
 */
export const panel = style({
  position: 'fixed',
  // Right under the bar, which is stuck to the top of the viewport, over its bottom border as when the
  // panel was inside it. (Anchor positioning would follow a bar that is not at the top, but the
  // browser then paints the panel's shadows a shade lighter.)
  top: barHeight,
  right: 0,
  bottom: 'auto',
  left: 0,
  width: 'auto',
  height: 'auto',
  maxHeight: `calc(100dvh - ${barHeight})`,
  margin: 0,
  padding: 0,
  borderWidth: '0 0 1px',
  borderStyle: 'solid',
  borderColor: vars.color.border,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  color: 'inherit',
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  '@media': { [media.lg]: { display: 'none' } },
  // A browser without popovers would show it for good, over the page: it stays out of the way there.
  '@supports': { 'not selector(:popover-open)': { display: 'none' } },
});

/** The toggle's icons: the menu while closed, a cross while open, from the popover's own state. */
export const toggleMenuIcon = style({});
export const toggleCloseIcon = style({});

const whileOpen = `${bar}:has(> ${panel}:popover-open)`;
globalStyle(`${toggle} > ${toggleCloseIcon}`, { display: 'none' });
globalStyle(`${whileOpen} ${toggle} > ${toggleMenuIcon}`, { display: 'none' });
globalStyle(`${whileOpen} ${toggle} > ${toggleCloseIcon}`, { display: 'inline-block' });
globalStyle(`${whileOpen} ${toggle}`, { backgroundColor: vars.color.surfaceMuted });

export const panelInner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  paddingBlock: `${vars.space['2']} ${vars.space['6']}`,
});

export const panelList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const panelItem = style({
  borderBottom: `1px solid ${vars.color.border}`,
});

export const panelLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  minHeight: '3.25rem',
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.accentStrong },
  },
});

export const panelLinkIcon = style({
  color: vars.color.textMuted,
});

export const panelCta = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
});

globalStyle(`${panelCta} > *`, { width: '100%' });

/**
 * Added to a section that receives focus from an in-page link: it becomes focusable with
 * `tabindex="-1"` but is not a control, so it shows no focus ring.
 */
export const sectionTarget = style({
  selectors: { '&:focus': { outline: 'none' } },
});
