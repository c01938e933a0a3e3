// react-aria-components' own provider and hook, re-exported so that a site sets the locale on the very
// copy of react-aria the components read it from (two copies would not share the context).
export { I18nProvider, type I18nProviderProps, useLocale } from 'react-aria-components';
