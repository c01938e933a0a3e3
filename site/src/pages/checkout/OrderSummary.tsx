import { Card, CheckList } from '@renueva/ui';
import { formatPrice, instalmentAmount } from '@renueva/ui/format';
import { home } from '../../content/home';
import { offer } from '../../content/offer';
import type { PaymentMode } from '../../schemas/checkout';
import * as styles from './Checkout.css';

/** The order as chosen so far. The server computes the same amounts again from the same constants. */
export function OrderSummary({
  paymentMode,
  maintenance,
}: {
  paymentMode: PaymentMode;
  maintenance: boolean;
}) {
  const setup = offer.plan.setupPrice;
  const today = paymentMode === 'single' ? setup : instalmentAmount(setup, offer.instalments);
  return (
    <Card as="section" aria-labelledby="resumen" tone="muted" className={styles.summary}>
      <h2 id="resumen" className={styles.summaryTitle}>
        Resumen del pedido
      </h2>
      <dl className={styles.lines}>
        <div className={styles.line}>
          <dt>{offer.plan.name}</dt>
          <dd>{formatPrice(setup)}</dd>
        </div>
        {paymentMode === 'instalments' && (
          <div className={styles.line}>
            <dt>Forma de pago</dt>
            <dd>
              {offer.instalments} × {formatPrice(today)}
            </dd>
          </div>
        )}
        {maintenance && (
          <div className={styles.line}>
            <dt>Mantenimiento</dt>
            <dd>{formatPrice(offer.maintenance.monthlyPrice)}/mes</dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>{paymentMode === 'single' ? 'Total' : 'Primer pago'}</dt>
          <dd>{formatPrice(today)}</dd>
        </div>
      </dl>
      <p className={styles.taxNote}>
        IVA incluido.{maintenance && ' El mantenimiento se cobra desde la entrega de la web.'}
      </p>
      <CheckList items={home.pricing.premium.features.map((label) => ({ label }))} />
    </Card>
  );
}
