import { SectionHeading } from '@renueva/ui';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../data/queryClient';
import type { CheckoutResponse } from '../../schemas/checkout';
import { Confirmation, type PaymentReturn } from './Confirmation';
import { SearchingOrder } from './order';

/** While a payment just made is confirmed, the page asks again every 3 s, for a minute at most. */
const CONFIRM_EVERY_MS = 3_000;
const CONFIRM_TRIES = 20;

/** The order page, `/checkout?pedido=<token>`: where the order stands, asked of the server. */
function OrderStatus({ token, returned }: { token: string; returned: PaymentReturn }) {
  const order = useQuery<CheckoutResponse>({
    queryKey: ['/api/orders', token],
    refetchInterval: (query) =>
      returned === 'completado' &&
      query.state.data?.status === 'pending_payment' &&
      query.state.dataUpdateCount < CONFIRM_TRIES
        ? CONFIRM_EVERY_MS
        : false,
  });
  if (order.data) return <Confirmation order={order.data} returned={returned} />;
  if (order.isError)
    return (
      <SectionHeading
        level={1}
        eyebrow="Pedido"
        title="No encontramos tu pedido"
        intro="Revisa que el enlace esté completo. Si el problema sigue, escríbenos y lo miramos contigo."
      />
    );
  return <SearchingOrder />;
}

export default function OrderPage(props: { token: string; returned: PaymentReturn }) {
  return (
    <QueryClientProvider client={queryClient}>
      <OrderStatus {...props} />
    </QueryClientProvider>
  );
}
