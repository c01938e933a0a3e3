import './theme/global.css';

export * from './Button';
export * from './Container';
export * from './Link';
export * from './Section';
export * from './Stack';
export * from './theme';
export { clinicTheme, defaultTheme } from './theme/themes.css';
