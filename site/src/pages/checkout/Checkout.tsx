import { Container } from '@renueva/ui';
import { brand } from '../../content/brand';
import { Island } from '../../loading/Island';
import type { Page } from '../page';
import * as styles from './Checkout.css';

function CheckoutPage() {
  return (
    <main id="contenido" className={styles.page}>
      <Container>
        <Island name="checkout" />
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
