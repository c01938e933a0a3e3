/** What the order page shows while it asks the server. */
export const SearchingOrder = () => <p role="status">Buscando tu pedido…</p>;
