import { Container } from '@renueva/ui';
import { lazy, Suspense } from 'react';
import { useSearch } from 'wouter';
import { brand } from '../../content/brand';
import { Island } from '../../loading/Island';
import type { Page } from '../page';
import * as styles from './Checkout.css';
import { orderAddress, SearchingOrder } from './order';

// The order form is prerendered in full and hydrated at the first interaction (see Island.tsx):
// loading the page runs no more than React and this frame. An order's page, which is never
// prerendered, loads its code when it is asked for.
const loadNewOrder = () => import('./NewOrder');
const OrderPage = lazy(() => import('./OrderPage'));

function CheckoutPage() {
  const { token, returned } = orderAddress(useSearch());
  return (
    <main id="contenido" className={styles.page}>
      <Container>
        {token ? (
          <Suspense fallback={<SearchingOrder />}>
            <OrderPage token={token} returned={returned} />
          </Suspense>
        ) : (
          <Island load={loadNewOrder} when="interaction" />
        )}
      </Container>
    </main>
  );
}

export const checkoutPage: Page = {
  meta: {
    title: `Contratar el Plan Premium | ${brand.name}`,
    description:
      'Contrata tu nueva web con asistente virtual: elige pago único o tres pagos sin intereses, añade el mantenimiento si lo quieres y confirma tu pedido en un minuto.',
  },
  Component: CheckoutPage,
};
