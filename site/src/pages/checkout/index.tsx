import { lazy, Suspense } from 'react';
import { brand } from '../../content/brand';
import type { Page } from '../page';
import * as styles from './Checkout.css';

const Checkout = lazy(() => import('./Checkout'));

/** While the checkout's code loads after a client-side navigation (SPEC §2). */
function Loading() {
  return (
    <main id="contenido" className={styles.loading}>
      <p role="status">Cargando...</p>
    </main>
  );
}

export const checkoutPage: Page = {
  meta: {
    title: `Contratar el Plan Premium | ${brand.name}`,
    description:
      'Contrata tu nueva web con asistente virtual: elige pago único o tres pagos sin intereses, añade el mantenimiento si lo quieres y confirma tu pedido en un minuto.',
  },
  chrome: 'site',
  Component: () => (
    <Suspense fallback={<Loading />}>
      <Checkout />
    </Suspense>
  ),
};
