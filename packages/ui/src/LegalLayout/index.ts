export { LegalLayout, type LegalLayoutLabels, type LegalLayoutProps, type LegalSection } from './LegalLayout';
