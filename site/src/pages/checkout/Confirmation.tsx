import { Card, LinkButton, SectionHeading, Stack } from '@renueva/ui';
import { formatPrice } from '@renueva/ui/format';
import { useEffect, useRef } from 'react';
import type { CheckoutResponse } from '../../schemas/checkout';
import * as styles from './Checkout.css';

/** How the visitor came back from the payment page (`&pago=` in the address), if they did. */
export type PaymentReturn = 'completado' | 'cancelado' | null;

/** The heading for where the order stands, and for how the visitor got here. */
function headingOf(order: CheckoutResponse, returned: PaymentReturn) {
  switch (order.status) {
    case 'paid':
      return { eyebrow: 'Pago recibido', title: '¡Pago recibido! Nos ponemos en marcha' };
    case 'payment_failed':
      return { eyebrow: 'Pago no completado', title: 'Tu banco no ha completado el pago' };
    case 'expired':
      return { eyebrow: 'Pago no completado', title: 'La página de pago ha caducado' };
    case 'pending_payment':
      if (returned === 'completado')
        return { eyebrow: 'Confirmando el pago', title: 'Estamos confirmando tu pago' };
      if (returned === 'cancelado')
        return { eyebrow: 'Pago pendiente', title: 'Tu pedido está registrado, falta el pago' };
      return { eyebrow: 'Pedido recibido', title: '¡Gracias! Tu pedido está registrado' };
  }
}

/** The order as the server recorded it, and what happens next. */
export function Confirmation({
  order,
  returned = null,
}: {
  order: CheckoutResponse;
  returned?: PaymentReturn;
}) {
  const heading = useRef<HTMLDivElement>(null);
  useEffect(() => {
    heading.current?.querySelector('h1')?.focus();
  }, []);
  const confirming = order.status === 'pending_payment' && returned === 'completado';
  return (
    <Stack gap="8" align="start" className={styles.confirmation}>
      <div ref={heading}>
        <SectionHeading
          level={1}
          {...headingOf(order, returned)}
          intro={
            confirming
              ? `Referencia ${order.reference}. La pasarela nos lo confirma en unos segundos: esta página se actualiza sola.`
              : `Referencia ${order.reference}. Guarda esta página: en ella verás siempre cómo está tu pedido.`
          }
        />
      </div>
      <Card as="section" aria-labelledby="pagos" tone="muted">
        <h2 id="pagos" className={styles.summaryTitle}>
          Pagos
        </h2>
        <ol className={styles.lines}>
          {order.payments.map((amount, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the payments are an ordered schedule
            <li key={index} className={styles.line}>
              <span>
                {order.payments.length > 1 ? `Pago ${index + 1} de ${order.payments.length}` : 'Pago único'}
              </span>
              <span>{formatPrice(amount)}</span>
            </li>
          ))}
          {order.maintenanceMonthly !== null && (
            <li className={styles.line}>
              <span>Mantenimiento</span>
              <span>{formatPrice(order.maintenanceMonthly)}/mes</span>
            </li>
          )}
        </ol>
      </Card>
      <p className={styles.nextSteps} role="status">
        {order.nextSteps}
      </p>
      {order.paymentUrl && !confirming ? (
        <LinkButton href={order.paymentUrl} size="lg">
          {returned === 'cancelado' ? 'Volver al pago seguro' : 'Ir al pago seguro'}
        </LinkButton>
      ) : (
        <LinkButton href="/" variant="secondary">
          Volver a Inicio
        </LinkButton>
      )}
    </Stack>
  );
}
