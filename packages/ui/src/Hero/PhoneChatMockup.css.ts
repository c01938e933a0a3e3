import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

// Every size below is in `cqi` (1% of the phone's width), so the mockup scales as one picture
// with the box it is given and never reflows or overflows.

export const frame = style({
  containerType: 'inline-size',
  width: '100%',
  height: '100%',
});

export const bezel = style({
  position: 'relative',
  width: '100%',
  height: '100%',
  padding: '3cqi',
  borderRadius: '15cqi',
  backgroundColor: vars.color.surfaceInverse,
  boxShadow: `${vars.shadow.lg}, inset 0 0 0 0.6cqi rgba(255, 255, 255, 0.08)`,
});

export const screen = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: '100%',
  overflow: 'hidden',
  borderRadius: '12cqi',
  backgroundColor: vars.color.page,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.snug,
});

export const island = style({
  position: 'absolute',
  top: '2.5cqi',
  left: '50%',
  width: '28cqi',
  height: '7.5cqi',
  borderRadius: '99cqi',
  backgroundColor: vars.color.surfaceInverse,
  transform: 'translateX(-50%)',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: '3cqi',
  padding: '13cqi 5cqi 4cqi',
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '11cqi',
  height: '11cqi',
  borderRadius: '99cqi',
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: '5.5cqi',
});

export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5cqi',
  minWidth: 0,
});

export const name = style({
  fontSize: '4.4cqi',
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: '1.5cqi',
  color: vars.color.textMuted,
  fontSize: '3.5cqi',
});

export const statusDot = style({
  width: '2cqi',
  height: '2cqi',
  borderRadius: '99cqi',
  backgroundColor: vars.color.success,
});

export const thread = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-end',
  gap: '2.5cqi',
  flex: 1,
  minHeight: 0,
  overflow: 'hidden',
  padding: '4cqi',
  // The oldest messages fade out under the header instead of being cut sharply.
  maskImage: 'linear-gradient(to bottom, transparent 0, #000 10cqi)',
});

export const bubble = recipe({
  base: {
    flexShrink: 0,
    maxWidth: '82%',
    padding: '2.75cqi 3.75cqi',
    borderRadius: '5cqi',
    fontSize: '4cqi',
    overflowWrap: 'break-word',
  },
  variants: {
    from: {
      assistant: {
        alignSelf: 'flex-start',
        borderEndStartRadius: '1.5cqi',
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        boxShadow: `0 0 0 1px ${vars.color.border}`,
      },
      customer: {
        alignSelf: 'flex-end',
        borderEndEndRadius: '1.5cqi',
        backgroundColor: vars.color.accent,
        color: vars.color.onAccent,
      },
    },
  },
});

const pulse = keyframes({
  '0%, 80%, 100%': { opacity: 0.3 },
  '40%': { opacity: 1 },
});

export const typing = style({
  display: 'flex',
  gap: '1.5cqi',
  paddingBlock: '4cqi',
});

export const typingDot = style({
  width: '2cqi',
  height: '2cqi',
  borderRadius: '99cqi',
  backgroundColor: vars.color.textMuted,
  animation: `${pulse} 1.2s ease-in-out infinite`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.15s' },
    '&:nth-child(3)': { animationDelay: '0.3s' },
  },
});

export const composer = style({
  display: 'flex',
  alignItems: 'center',
  gap: '2.5cqi',
  padding: '3cqi 4cqi 6cqi',
  backgroundColor: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});

export const input = style({
  flex: 1,
  minWidth: 0,
  padding: '2.75cqi 4cqi',
  borderRadius: '99cqi',
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: '3.75cqi',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const send = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '10cqi',
  height: '10cqi',
  borderRadius: '99cqi',
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: '5cqi',
});
