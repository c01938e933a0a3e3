import { fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { bottomInset } from '../theme/bottomInset.css';
import { vars } from '../theme/contract.css';
import { breakpoints, media } from '../theme/tokens';

/** Below the `md` breakpoint the panel is a full-screen sheet that covers the launcher. */
const phone = `screen and (max-width: ${breakpoints.md - 0.02}px)`;

/** Height of the launcher row, which the desktop panel sits above. */
const dockHeight = '3rem';
const dockInset = vars.space['4'];
const dockInsetDesktop = vars.space['6'];

/**
 * Lifts the launcher row, which sits `offset` from the bottom, above a panel at the bottom that would
 * cover it (the cookie banner sets `bottomInset` while it shows). A transform, not a new `bottom`:
 * a fixed box that moves by a transform shifts no layout, so a banner that opens while the launcher
 * shows costs no layout shift (CLS).
 */
const aboveBottomPanel = (offset: string) =>
  `translateY(min(0px, calc(${offset} - ${fallbackVar(bottomInset, '0px')})))`;
const dockOffset = `calc(${dockInset} + env(safe-area-inset-bottom, 0px))`;
/** Where the launcher row's bottom edge is from 768 px, lifted above a bottom panel or not. */
const dockBottomDesktop = `max(${dockInsetDesktop}, ${fallbackVar(bottomInset, '0px')})`;

/** The desktop panel's place above the launcher row, when that row is `offset` from the bottom. */
const aboveDock = (offset: string) => ({
  bottom: `calc(${offset} + ${dockHeight} + ${vars.space['3']})`,
  height: `min(40rem, calc(100dvh - ${offset} - ${dockInsetDesktop} - ${dockHeight} - ${vars.space['3']}))`,
});

const riseIn = keyframes({ from: { opacity: 0, transform: 'translateY(0.75rem) scale(0.98)' } });
const pulse = keyframes({ '0%, 80%, 100%': { opacity: 0.3 }, '40%': { opacity: 1 } });
const blink = keyframes({ '50%': { opacity: 0 } });

/**
 * The row of buttons fixed at the bottom-right: the launcher and any companions (voice, video).
 * It is the positioned box that companions' own popups (the voice card) are placed against.
 */
export const dock = style({
  position: 'fixed',
  right: dockInset,
  bottom: dockOffset,
  transform: aboveBottomPanel(dockOffset),
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  '@media': {
    [media.md]: {
      right: dockInsetDesktop,
      bottom: dockInsetDesktop,
      transform: aboveBottomPanel(dockInsetDesktop),
      gap: vars.space['3'],
    },
    // On phones the open panel covers the whole screen; its own close button replaces the launcher.
    [phone]: { selectors: { '&[data-open]': { display: 'none' } } },
  },
  selectors: { '&[hidden]': { display: 'none' } },
});

export const launcher = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: dockHeight,
  paddingInline: vars.space['5'],
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, transform',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.accentHover },
    '&[data-pressed]': { transform: 'translateY(1px)' },
  },
  '@media': {
    // Round on phones, where a pill would cover much of the page's bottom edge.
    [phone]: { justifyContent: 'center', width: dockHeight, paddingInline: 0 },
  },
});

/** The launcher's text: read by screen readers everywhere, shown from 768 px. */
export const launcherLabel = style({
  '@media': {
    [phone]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

/** A round, icon-only companion of the launcher (`ChatDockButton`). */
export const dockButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: dockHeight,
  height: dockHeight,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, border-color, color, transform',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-pressed]': { transform: 'translateY(1px)' },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.accentStrong,
      backgroundColor: vars.color.accentSoft,
      color: vars.color.accentStrong,
    },
  },
});

/**
 * The panel: a full-screen sheet on phones; from 768 px a 400 px card above the launcher. It is
 * not modal: the page stays usable beside it.
 */
export const panel = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  height: '100dvh',
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  animation: `${riseIn} ${vars.motion.slow} ${vars.motion.easing}`,
  selectors: {
    '&[hidden]': { display: 'none' },
  },
  '@media': {
    [media.md]: {
      inset: 'auto',
      right: dockInsetDesktop,
      ...aboveDock(dockBottomDesktop),
      width: `min(25rem, calc(100vw - 2 * ${dockInsetDesktop}))`,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.xl,
      boxShadow: vars.shadow.lg,
      transformOrigin: 'bottom right',
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  flexShrink: 0,
  padding: `${vars.space['3']} ${vars.space['3']} ${vars.space['3']} ${vars.space['4']}`,
  paddingTop: `calc(${vars.space['3']} + env(safe-area-inset-top, 0px))`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [media.md]: { paddingTop: vars.space['3'] },
  },
});

/** The assistant's mark; below 480 px it leaves its room to the title and the header's buttons. */
export const avatar = style({
  display: 'none',
  placeItems: 'center',
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  '@media': { [media.sm]: { display: 'grid' } },
});

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minWidth: 0,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  letterSpacing: vars.letterSpacing.tight,
});

export const subtitle = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.snug,
});

export const headerActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  flexShrink: 0,
});

/** The scrolling part: the greeting, the conversation, the answer being written and the suggestions. */
export const scroller = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space['4'],
});

export const log = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const message = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    maxWidth: '88%',
  },
  variants: {
    role: {
      user: { alignSelf: 'flex-end', alignItems: 'flex-end' },
      assistant: { alignSelf: 'flex-start', alignItems: 'flex-start' },
    },
  },
});

export const bubble = recipe({
  base: {
    padding: `${vars.space['2']} ${vars.space['3']}`,
    borderRadius: vars.radius.lg,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    // Answers keep their line breaks (lists, short paragraphs).
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
  },
  variants: {
    role: {
      user: {
        borderEndEndRadius: vars.radius.sm,
        backgroundColor: vars.color.accent,
        color: vars.color.onAccent,
      },
      assistant: {
        borderEndStartRadius: vars.radius.sm,
        backgroundColor: vars.color.surfaceMuted,
        color: vars.color.text,
      },
    },
  },
});

export type MessageVariants = NonNullable<RecipeVariants<typeof message>>;

/** A blinking bar after the text that is still being written. */
export const caret = style({
  display: 'inline-block',
  width: '0.5em',
  height: '1em',
  marginInlineStart: '0.15em',
  verticalAlign: '-0.15em',
  borderRadius: '1px',
  backgroundColor: 'currentColor',
  opacity: 0.6,
  animation: `${blink} 1s step-end infinite`,
});

export const typing = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  alignSelf: 'flex-start',
  minHeight: '2.375rem',
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.lg,
  borderEndStartRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
});

/** One of three dots that pulse in turn while an answer is on its way (the voice card uses it too). */
export const thinkingDot = style({
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.textMuted,
  animation: `${pulse} 1.2s ease-in-out infinite`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.15s' },
    '&:nth-child(3)': { animationDelay: '0.3s' },
  },
});

export const typingDot = style([thinkingDot, { width: '0.4375rem', height: '0.4375rem' }]);

export const sources = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space['2'],
  rowGap: vars.space['1'],
  paddingInline: vars.space['1'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.snug,
});

export const sourceList = style({
  display: 'contents',
  listStyle: 'none',
  padding: 0,
});

export const suggestions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  paddingTop: vars.space['1'],
});

export const suggestion = style({
  minHeight: '2.25rem',
  // Long questions wrap onto two lines and still breathe.
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.accentStrong,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  textAlign: 'start',
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.accentStrong, backgroundColor: vars.color.accentSoft },
    '&[data-pressed]': { transform: 'translateY(1px)' },
  },
});

export const notice = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['2'],
    flexShrink: 0,
    padding: `${vars.space['3']} ${vars.space['4']}`,
    borderTop: '1px solid',
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
  },
  variants: {
    tone: {
      info: {
        borderColor: vars.color.border,
        backgroundColor: vars.color.accentSoft,
        color: vars.color.text,
      },
      danger: {
        borderColor: vars.color.danger,
        backgroundColor: vars.color.dangerSoft,
        color: vars.color.text,
      },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const noticeIcon = recipe({
  base: { marginBlockStart: 'calc((1lh - 1.25em) / 2)' },
  variants: {
    tone: { info: { color: vars.color.accentStrong }, danger: { color: vars.color.danger } },
  },
  defaultVariants: { tone: 'info' },
});

export const composer = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space['2'],
  flexShrink: 0,
  padding: `${vars.space['3']} ${vars.space['3']} ${vars.space['3']} ${vars.space['4']}`,
  paddingBottom: `calc(${vars.space['3']} + env(safe-area-inset-bottom, 0px))`,
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const field = style({ flex: '1 1 auto', minWidth: 0 });

export const send = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.target,
  height: vars.size.target,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  cursor: 'pointer',
  transitionProperty: 'background-color, transform, opacity',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.accentHover },
    '&[data-pressed]': { transform: 'translateY(1px)' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});
