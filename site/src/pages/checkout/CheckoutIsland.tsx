import { lazy, Suspense, useState } from 'react';
import { NewOrder } from './NewOrder';
import { SearchingOrder } from './order';
import { orderAddress } from './orderAddress';

const OrderPage = lazy(() => import('./OrderPage'));

/**
 * The checkout's island: the order form, prerendered in full and hydrated when the visitor reaches
 * for it; or, at an order's own address (`?pedido=`), which the prerender cannot know, the order's
 * page, rendered in the browser at once (entry-client.tsx). A stored order turns the form into its
 * order's page, at the order's address, so that a reload or a bookmark shows where it stands.
 */
export function CheckoutIsland() {
  const [search, setSearch] = useState(() => (typeof window === 'undefined' ? '' : window.location.search));
  const { token, returned } = orderAddress(search);
  if (!token)
    return (
      <NewOrder
        onOrdered={(statusUrl) => {
          window.history.replaceState(null, '', statusUrl);
          setSearch(window.location.search);
        }}
      />
    );
  return (
    <Suspense fallback={<SearchingOrder />}>
      <OrderPage token={token} returned={returned} />
    </Suspense>
  );
}
