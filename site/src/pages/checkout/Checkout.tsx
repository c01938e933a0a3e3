import { Card, Container, SectionHeading, Stack } from '@renueva/ui';
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { brand } from '../../content/brand';
import { apiRequest } from '../../data/api';
import { queryClient } from '../../data/queryClient';
import type { CheckoutInput, CheckoutResponse, PaymentMode } from '../../schemas/checkout';
import type { Page } from '../page';
import * as styles from './Checkout.css';
import { CheckoutForm } from './CheckoutForm';
import { Confirmation } from './Confirmation';
import { OrderSummary } from './OrderSummary';

function CheckoutPage() {
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
  });

  return (
    <main id="contenido" className={styles.page}>
      <Container>
        {order.data ? (
          <Confirmation order={order.data} />
        ) : (
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
        )}
      </Container>
    </main>
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
