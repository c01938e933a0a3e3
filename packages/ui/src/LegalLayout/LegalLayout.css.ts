import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const page = style({
  paddingBlock: `${vars.space['6']} ${vars.space['16']}`,
  '@media': { [media.md]: { paddingBlock: `${vars.space['10']} ${vars.space['24']}` } },
});

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  marginBottom: vars.space['10'],
  '@media': { [media.md]: { marginBottom: vars.space['12'] } },
});

export const homeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.target,
  marginInlineStart: `calc(-1 * ${vars.space['2']})`,
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.control,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted } },
});

export const closeButton = style({
  display: 'inline-grid',
  placeItems: 'center',
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
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.surfaceMuted } },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  paddingBottom: vars.space['8'],
  marginBottom: vars.space['8'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
  '@media': { [media.md]: { fontSize: vars.fontSize['5xl'] } },
});

/** One item per line on phones; on one line with a dot between them from 480 px. */
export const meta = style({
  display: 'flex',
  flexDirection: 'column',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [media.sm]: { flexDirection: 'row', flexWrap: 'wrap' } },
});

export const metaSeparator = style({
  display: 'none',
  color: vars.color.borderStrong,
  '@media': { [media.sm]: { display: 'inline' } },
});

export const lead = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
});

/** Sections and the table of contents share one counter, so their numbers always match. */
export const documentBody = style({
  counterReset: 'legal-section',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['10'],
  '@media': { [media.md]: { gap: vars.space['12'] } },
});

export const toc = style({
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceMuted,
  counterReset: 'legal-toc',
});

export const tocTitle = style({
  marginBottom: vars.space['3'],
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const tocList = style({
  columnGap: vars.space['8'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.md]: { columnCount: 2 } },
});

globalStyle(`${tocList} > li`, { breakInside: 'avoid' });

export const tocLink = style({
  display: 'flex',
  gap: vars.space['2'],
  paddingBlock: vars.space['2'],
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  lineHeight: vars.lineHeight.snug,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.accentStrong, textDecorationLine: 'underline' },
  },
});

export const numbered = style({});

globalStyle(`${numbered} ${tocLink}::before`, {
  counterIncrement: 'legal-toc',
  content: 'counter(legal-toc) "."',
  minWidth: '1.5em',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
});

export const sectionTitle = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
});

globalStyle(`${numbered} ${sectionTitle}::before`, {
  counterIncrement: 'legal-section',
  content: 'counter(legal-section) ". "',
  color: vars.color.accentStrong,
});

/** Long-form text: comfortable size and rhythm for paragraphs, lists, tables and links. */
export const prose = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'break-word',
  '@media': { [media.md]: { fontSize: vars.fontSize.lg } },
});

globalStyle(`${prose} h3`, {
  marginTop: vars.space['2'],
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

globalStyle(`${prose} ul, ${prose} ol`, {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  paddingInlineStart: vars.space['6'],
});

globalStyle(`${prose} li::marker`, { color: vars.color.accentStrong });

globalStyle(`${prose} strong`, { fontWeight: vars.fontWeight.semibold });

globalStyle(`${prose} a`, {
  color: vars.color.accentStrong,
  fontWeight: vars.fontWeight.medium,
  textDecorationLine: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
});

globalStyle(`${prose} a:hover, ${prose} a[data-hovered]`, { textDecorationThickness: '2px' });

globalStyle(`${prose} table`, {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'break-word',
  hyphens: 'auto',
});

globalStyle(`${prose} caption`, {
  paddingBottom: vars.space['2'],
  color: vars.color.textMuted,
  textAlign: 'start',
});

globalStyle(`${prose} th, ${prose} td`, {
  padding: `${vars.space['3']} ${vars.space['2']}`,
  '@media': { [media.md]: { paddingInline: vars.space['3'] } },
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

globalStyle(`${prose} th`, {
  backgroundColor: vars.color.surfaceMuted,
  fontWeight: vars.fontWeight.semibold,
});

globalStyle(`${prose} thead th:first-child`, { borderStartStartRadius: vars.radius.sm });
globalStyle(`${prose} thead th:last-child`, { borderStartEndRadius: vars.radius.sm });

export const contact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  '@media': { [media.md]: { padding: vars.space['8'] } },
});

export const contactTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const contactIcon = style({
  color: vars.color.accentStrong,
});

export const contactText = style({
  color: vars.color.textMuted,
});

export const notFound = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['4'],
  paddingBlock: vars.space['12'],
});
