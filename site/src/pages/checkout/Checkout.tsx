import { Card, Container, SectionHeading, Stack } from '@renueva/ui';
import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { brand } from '../../content/brand';
import { apiRequest } from '../../data/api';
import { queryClient } from '../../data/queryClient';
import type { CheckoutInput, CheckoutResponse, PaymentMode } from '../../schemas/checkout';
import type { Page } from '../page';
import * as styles from './Checkout.css';
import { CheckoutForm } from './CheckoutForm';
import { Confirmation, type PaymentReturn } from './Confirmation';
import { OrderSummary } from './OrderSummary';

/** While a payment just made is confirmed, the page asks again every 3 s, for a minute at most. */
const CONFIRM_EVERY_MS = 3_000;
const CONFIRM_TRIES = 20;

/** The order page, `/checkout?pedido=<token>`: where the order stands, asked of the server. */
function OrderPage({ token, returned }: { token: string; returned: PaymentReturn }) {
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
  return <p role="status">Buscando tu pedido…</p>;
}

/** The order page's token and how the visitor came back from paying, from the address's query. */
function orderAddress(search: string): { token: string | null; returned: PaymentReturn } {
  const params = new URLSearchParams(search);
  const returned = params.get('pago');
  return {
    token: params.get('pedido'),
    returned: returned === 'completado' || returned === 'cancelado' ? returned : null,
  };
}

function CheckoutPage() {
  const { token, returned } = orderAddress(useSearch());
  return (
    <main id="contenido" className={styles.page}>
      <Container>{token ? <OrderPage token={token} returned={returned} /> : <NewOrder />}</Container>
    </main>
  );
}

function NewOrder() {
  const [, navigate] = useLocation();
  const [paymentMode, setPaymentMode] = useState<PaymentMode>('single');
  const [maintenance, setMaintenance] = useState(false);
  // One key per visit to the form: a retried or double-clicked order is stored once.
  const idempotencyKey = useRef(crypto.randomUUID());
  const order = useMutation({
    mutationFn: async (input: CheckoutInput) => {
      const response = await apiRequest('POST', '/api/checkout', input, {
        'Idempotency-Key': idempotencyKey.current,
      });
      return (await response.json()) as CheckoutResponse;
    },
    // The address becomes the order's own page, so that a reload or a bookmark shows where it stands.
    onSuccess: (created) => {
      const { token } = orderAddress(created.statusUrl.slice(created.statusUrl.indexOf('?')));
      queryClient.setQueryData(['/api/orders', token], created);
      navigate(created.statusUrl, { replace: true });
    },
  });

  return (
    <Stack gap="10">
      <SectionHeading
        level={1}
        eyebrow="Contratar"
        title="Tu nueva web con asistente virtual"
        intro="Elige cómo quieres pagar, déjanos tus datos de facturación y confirma. No te pedimos la tarjeta aquí: te enviamos el pago por un canal seguro."
      />
      <div className={styles.layout}>
        <Card as="section" aria-label="Datos del pedido" className={styles.formCard}>
          <CheckoutForm
            paymentMode={paymentMode}
            onPaymentModeChange={setPaymentMode}
            maintenance={maintenance}
            onMaintenanceChange={setMaintenance}
            onSubmit={(input) => order.mutateAsync(input)}
          />
        </Card>
        <OrderSummary paymentMode={paymentMode} maintenance={maintenance} />
      </div>
    </Stack>
  );
}

function Checkout() {
  return (
    <QueryClientProvider client={queryClient}>
      <CheckoutPage />
    </QueryClientProvider>
  );
}

export const checkoutPage: Page = {
  meta: {
    title: `Contratar el Plan Premium | ${brand.name}`,
    description:
      'Contrata tu nueva web con asistente virtual: elige pago único o tres pagos sin intereses, añade el mantenimiento si lo quieres y confirma tu pedido en un minuto.',
  },
  Component: Checkout,
};
