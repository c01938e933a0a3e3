export { FAQ, type FAQItem, type FAQProps } from './FAQ';
