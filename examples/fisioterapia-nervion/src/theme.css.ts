import { defaultTokens, vars } from '@renueva/ui/tokens';
import { createTheme } from '@vanilla-extract/css';

const display = "'Manrope Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
const body = "'Nunito Sans Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/**
 * The clinic's brand: deep teal and soft sage on an off-white page, Manrope for headings and Nunito
 * Sans for text, gently rounded controls. Calm rather than loud: the accent is kept for actions.
 */
export const clinicTheme = createTheme(vars, {
  ...defaultTokens,
  color: {
    page: '#F6F8F6',
    surface: '#FFFFFF',
    surfaceMuted: '#EAF1EE',
    surfaceInverse: '#10302E',
    text: '#15302D',
    textMuted: '#4A605C',
    textInverse: '#FFFFFF',
    textInverseMuted: '#B7CEC9',
    border: '#D9E4E0',
    borderStrong: '#6B827E',
    accent: '#1D6B66',
    accentHover: '#165752',
    onAccent: '#FFFFFF',
    accentStrong: '#165752',
    accentSoft: '#DDEFEA',
    accentInverse: '#8FD1C5',
    focusRing: '#165752',
    danger: '#B42318',
    onDanger: '#FFFFFF',
    dangerSoft: '#FEF3F2',
    success: '#2D6A4F',
    backdrop: 'rgba(16, 48, 46, 0.72)',
  },
  font: { ...defaultTokens.font, body, display },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  letterSpacing: { tight: '-0.02em', normal: '0', wide: '0.08em' },
  radius: { sm: '8px', md: '12px', lg: '20px', xl: '28px', control: '12px', full: '9999px' },
  shadow: {
    sm: '0 1px 2px rgba(16, 48, 46, 0.05), 0 1px 3px rgba(16, 48, 46, 0.06)',
    md: '0 6px 18px rgba(16, 48, 46, 0.07), 0 2px 4px rgba(16, 48, 46, 0.04)',
    lg: '0 18px 44px rgba(16, 48, 46, 0.1), 0 4px 12px rgba(16, 48, 46, 0.05)',
  },
});
