import { Container } from '@renueva/ui';
import { lazy, Suspense } from 'react';
import { useSearch } from 'wouter';
import { brand } from '../../content/brand';
import { Island } from '../../loading/Island';
import type { Page } from '../page';
import * as styles from './Checkout.css';
import { SearchingOrder } from './order';
import { orderAddress } from './orderAddress';

// The order form is prerendered in full and hydrates when the visitor reaches for it (see
// Island.tsx). An order's page, which is never
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
          <Island load={loadNewOrder} />
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
