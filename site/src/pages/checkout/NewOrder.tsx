import { Card, SectionHeading, Stack } from '@renueva/ui';
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { apiRequest } from '../../data/api';
import { queryClient } from '../../data/queryClient';
import type { CheckoutInput, CheckoutResponse, PaymentMode } from '../../schemas/checkout';
import * as styles from './Checkout.css';
import { CheckoutForm } from './CheckoutForm';
import { OrderSummary } from './OrderSummary';
import { orderAddress } from './orderAddress';

/** The order form with its summary beside it; a successful order becomes the order's own page. */
function NewOrderForm({ onOrdered }: NewOrderProps) {
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
      onOrdered(created.statusUrl);
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

export interface NewOrderProps {
  /** Called with the order's own address once it is stored. */
  onOrdered: (statusUrl: string) => void;
}

export function NewOrder(props: NewOrderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <NewOrderForm {...props} />
    </QueryClientProvider>
  );
}
