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
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.surfaceMuted },
    '&[aria-expanded="true"]': { backgroundColor: vars.color.surfaceMuted },
  },
  '@media': { [media.lg]: { display: 'none' } },
});

/**
 * The mobile menu: a disclosure panel laid over the page right under the bar (absolute, so opening
 * it never pushes the content down), scrollable when the screen is short.
 */
export const panel = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  maxHeight: `calc(100dvh - ${barHeight})`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  selectors: {
    // react-aria hides a closed panel with `hidden="until-found"`, which keeps its box: drop it.
    '&[hidden]': { display: 'none' },
  },
  '@media': { [media.lg]: { display: 'none' } },
});

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
