import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { formatPrice, instalmentAmount, PricingCard } from './Pricing';

/** Intl writes a non-breaking space before '€'; compare with plain spaces. */
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

describe('formatPrice', () => {
  test('whole amounts have no decimals', () => {
    expect(plain(formatPrice(999))).toBe('999 €');
    expect(plain(formatPrice(149))).toBe('149 €');
    expect(plain(formatPrice(0))).toBe('0 €');
  });

  test('other amounts have two decimals, with a comma', () => {
    expect(plain(formatPrice(333.33))).toBe('333,33 €');
    expect(plain(formatPrice(12.5))).toBe('12,50 €');
  });

  test('thousands are grouped with a dot, also with four digits', () => {
    expect(plain(formatPrice(1499))).toBe('1.499 €');
    expect(plain(formatPrice(12000))).toBe('12.000 €');
  });

  test('sub-cent noise is rounded away', () => {
    expect(plain(formatPrice(998.999))).toBe('999 €');
  });
});

describe('instalmentAmount', () => {
  test('splits evenly when it can', () => {
    expect(instalmentAmount(999, 3)).toBe(333);
  });

  test('rounds to the nearest cent otherwise', () => {
    expect(instalmentAmount(1000, 3)).toBe(333.33);
    expect(instalmentAmount(1499, 3)).toBe(499.67);
  });
});

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
