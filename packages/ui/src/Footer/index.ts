export { Footer, type FooterColumn, type FooterLink, type FooterProps } from './Footer';
export type { FooterLabels } from './Footer.intl';
