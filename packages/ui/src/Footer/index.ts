export { Footer, type FooterColumn, type FooterLabels, type FooterLink, type FooterProps } from './Footer';
