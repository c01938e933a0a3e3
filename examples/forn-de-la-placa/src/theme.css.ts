import { defaultTokens, vars } from '@renueva/ui/tokens';
import { createTheme } from '@vanilla-extract/css';

const serif = "'Lora Variable', Georgia, 'Times New Roman', serif";
const sans = "'Figtree Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** The bakery's brand: flour and crust colours, a serif for headings, rounded pill controls. */
export const bakeryTheme = createTheme(vars, {
  ...defaultTokens,
  color: {
    page: '#FBF6EE',
    surface: '#FFFFFF',
    surfaceMuted: '#F4EADB',
    surfaceInverse: '#3A2214',
    text: '#2E1A0E',
    textMuted: '#6A4E39',
    textInverse: '#FFFFFF',
    textInverseMuted: '#E6D3BF',
    border: '#EADBC6',
    borderStrong: '#8C6D53',
    accent: '#A8431C',
    accentHover: '#8F3815',
    onAccent: '#FFFFFF',
    accentStrong: '#8F3815',
    accentSoft: '#FBE9DD',
    accentInverse: '#F3A774',
    focusRing: '#8F3815',
    danger: '#B42318',
    onDanger: '#FFFFFF',
    dangerSoft: '#FEF3F2',
    success: '#3D6B2A',
    backdrop: 'rgba(46, 26, 14, 0.72)',
  },
  font: { ...defaultTokens.font, body: sans, display: serif },
  radius: { ...defaultTokens.radius, control: '9999px', lg: '20px' },
});
