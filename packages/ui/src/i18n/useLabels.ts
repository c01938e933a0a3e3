import { LocalizedStringDictionary } from '@internationalized/string';
import { useLocale } from 'react-aria-components';

/**
 * The languages every component has built-in texts for. Spanish is the package's language: a
 * locale with no catalogue of its own (say `fr-FR`) gets the Spanish texts.
 */
export type Language = 'es' | 'ca' | 'en';

/**
 * A component's built-in texts: one catalogue per language, kept in `<Name>.intl.ts` beside the
 * component. Adding a language to `Language` makes TypeScript list every catalogue that lacks it.
 */
export type Catalogue<Labels extends object> = Record<Language, Labels>;

const dictionaries = new WeakMap<object, LocalizedStringDictionary>();

/**
 * A component's texts for the locale of the nearest react-aria `I18nProvider` (without one, the
 * browser's language, as for react-aria's own components), with the caller's `overrides` on top.
 * The catalogue is picked the way react-aria picks its own strings: the exact locale, else the
 * language (`en-GB` → `en`), else Spanish.
 */
export function useLabels<Labels extends object>(
  catalogue: Catalogue<Labels>,
  overrides?: Partial<Labels>,
): Labels {
  const { locale } = useLocale();
  let dictionary = dictionaries.get(catalogue);
  if (!dictionary) {
    // The dictionary only picks a catalogue; its string type does not fit label functions.
    dictionary = new LocalizedStringDictionary(catalogue as never, 'es');
    dictionaries.set(catalogue, dictionary);
  }
  return { ...(dictionary.getStringsForLocale(locale) as Labels), ...overrides };
}
