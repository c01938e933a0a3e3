import type { PaymentReturn } from './Confirmation';

// What the checkout page and its lazily loaded parts share: reading the order page's address, and its wait.

/** The order page's token and how the visitor came back from paying, from the address's query. */
export function orderAddress(search: string): { token: string | null; returned: PaymentReturn } {
  const params = new URLSearchParams(search);
  const returned = params.get('pago');
  return {
    token: params.get('pedido'),
    returned: returned === 'completado' || returned === 'cancelado' ? returned : null,
  };
}

/** What the order page shows while it asks the server. */
export const SearchingOrder = () => <p role="status">Buscando tu pedido…</p>;
