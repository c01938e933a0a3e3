export { LegalLayout, type LegalLayoutProps, type LegalSection } from './LegalLayout';
export type { LegalLayoutLabels } from './LegalLayout.intl';
