import { Card, LinkButton, SectionHeading, Stack } from '@renueva/ui';
import { formatPrice } from '@renueva/ui/format';
import { useEffect, useRef } from 'react';
import type { CheckoutResponse } from '../../schemas/checkout';
import * as styles from './Checkout.css';

/** The order as the server recorded it, and what happens next. */
export function Confirmation({ order }: { order: CheckoutResponse }) {
  const heading = useRef<HTMLDivElement>(null);
  useEffect(() => {
    heading.current?.querySelector('h1')?.focus();
  }, []);
  return (
    <Stack gap="8" align="start" className={styles.confirmation}>
      <div ref={heading}>
        <SectionHeading
          level={1}
          eyebrow="Pedido recibido"
          title="¡Gracias! Tu pedido está registrado"
          intro={`Referencia ${order.reference}. Te hemos enviado un correo con el resumen.`}
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
      <p className={styles.nextSteps}>{order.nextSteps}</p>
      {order.paymentUrl ? (
        <LinkButton href={order.paymentUrl} size="lg">
          Ir al pago seguro
        </LinkButton>
      ) : (
        <LinkButton href="/" variant="secondary">
          Volver a Inicio
        </LinkButton>
      )}
    </Stack>
  );
}
