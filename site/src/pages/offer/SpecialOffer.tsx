import { specialOffer } from '../../content/specialOffer';
import { Island } from '../../loading/Island';
import type { Page } from '../page';
import * as styles from './SpecialOffer.css';

function SpecialOffer() {
  return (
    <main id="contenido" className={styles.page}>
      <Island name="offer" />
    </main>
  );
}

export const specialOfferPage: Page = {
  meta: {
    title: specialOffer.meta.title,
    description: specialOffer.meta.description,
    jsonLd: async () => {
      const { serviceJsonLd } = await import('../../seo/jsonLd');
      return [serviceJsonLd({ path: '/oferta-especial', specialOffer: true })];
    },
  },
  Component: SpecialOffer,
};
