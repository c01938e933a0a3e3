import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { PricingCard } from './Pricing';

/** Intl writes a non-breaking space before '€'; compare with plain spaces. */
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

describe('PricingCard', () => {
  test('writes the price, the period, the tax note and the instalments', async () => {
    const screen = await render(<PricingCard name="Plan" price={999} period="one-time" instalments={3} />);
    await expect.element(screen.getByText('pago único')).toBeVisible();
    await expect.element(screen.getByText('IVA incluido')).toBeVisible();
    const note = screen.getByText(/pagos de/).element();
    expect(plain(note.textContent)).toBe('o 3 pagos de 333 € sin intereses');
  });

  test('a monthly price has no instalment note unless asked', async () => {
    const screen = await render(<PricingCard name="Mantenimiento" price={149} period="month" />);
    expect(plain(screen.getByText(/^149/).element().textContent)).toBe('149 €');
    expect(screen.getByText(/pagos de/).query()).toBeNull();
  });

  test('one instalment is no instalment note', async () => {
    const screen = await render(<PricingCard name="Plan" price={999} instalments={1} />);
    expect(screen.getByText(/pagos de/).query()).toBeNull();
  });
});
