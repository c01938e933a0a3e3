export { InPageLink, type InPageLinkProps } from './InPageLink';
export { NavBar, type NavBarProps, type NavLinkItem } from './NavBar';
export type { NavBarLabels } from './NavBar.intl';
export { prefersReducedMotion, type ScrollToSectionOptions, scrollToSection } from './scrollToSection';
