export { InPageLink, type InPageLinkProps } from './InPageLink';
export { NavBar, type NavBarLabels, type NavBarProps, type NavLinkItem } from './NavBar';
export { prefersReducedMotion, type ScrollToSectionOptions, scrollToSection } from './scrollToSection';
