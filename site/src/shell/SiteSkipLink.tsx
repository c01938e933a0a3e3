import { SkipLink } from '@renueva/ui';

/** 'Saltar al contenido', first in every page: it moves focus to the page's `<main>`. */
export function SiteSkipLink() {
  return <SkipLink />;
}
