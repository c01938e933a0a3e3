import type { PaymentReturn } from './Confirmation';

/** The order page's token and how the visitor came back from paying, from the address's query. */
export function orderAddress(search: string): { token: string | null; returned: PaymentReturn } {
  const params = new URLSearchParams(search);
  const returned = params.get('pago');
  return {
    token: params.get('pedido'),
    returned: returned === 'completado' || returned === 'cancelado' ? returned : null,
  };
}

/**
 * What /checkout shows at an order's address in place of its prerendered form while the order's page
 * loads its code (SPEC §2: 'Cargando...').
 */
export const CHECKOUT_LOADING = '<p role="status">Cargando...</p>';
