import { I18nProvider } from 'react-aria-components';
import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { AddOnCard, PricingCard } from './Pricing';

/** Intl writes a non-breaking space before '€'; compare with plain spaces. */
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

const features = [{ label: 'Web' }, { label: 'Assistant', included: false }];

describe('PricingCard', () => {
  test('writes the price, the period, the tax note and the instalments', async () => {
    const screen = await render(
      <PricingCard name="Plan" price={999} period="one-time" taxNote="IVA incluido" instalments={3} />,
    );
    await expect.element(screen.getByText('pago único')).toBeVisible();
    await expect.element(screen.getByText('IVA incluido')).toBeVisible();
    const note = screen.getByText(/pagos de/).element();
    expect(plain(note.textContent)).toBe('o 3 pagos de 333 € sin intereses');
  });

  test('has no tax note unless given one', async () => {
    const screen = await render(<PricingCard name="Plan" price={999} period="one-time" />);
    expect(screen.getByText(/IVA/).query()).toBeNull();
    expect(screen.container.querySelectorAll('p')).toHaveLength(1);
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

  test('in British English with pounds: the price, its parts and every built-in text', async () => {
    const screen = await render(
      <I18nProvider locale="en-GB">
        <PricingCard
          name="Plan"
          price={1499}
          currency="GBP"
          period="one-time"
          instalments={3}
          features={features}
        />
      </I18nProvider>,
    );
    const price = screen.getByText('£1,499', { exact: true }).element();
    // The currency sign keeps its own span, set a step smaller.
    expect(price.querySelector('span')?.textContent).toBe('£');
    await expect.element(screen.getByText('one-off payment')).toBeVisible();
    expect(screen.getByText(/payments of/).element().textContent).toBe(
      'or 3 interest-free payments of £499.67',
    );
    const items = screen.getByRole('listitem').elements();
    expect(items.map((item) => item.textContent)).toEqual(['Included: Web', 'Not included: Assistant']);
    // Nothing Spanish is left of the card's own texts.
    expect(screen.container.textContent).not.toMatch(/pago|único|mes|intereses|incluido|IVA|€/i);
  });

  test('a monthly add-on in British English, and a free plan', async () => {
    const screen = await render(
      <I18nProvider locale="en-GB">
        <AddOnCard name="Maintenance" price={12.5} currency="GBP" />
        <PricingCard name="Demo" price={0} />
      </I18nProvider>,
    );
    await expect.element(screen.getByText('£12.50', { exact: true })).toBeVisible();
    await expect.element(screen.getByText('/month')).toBeVisible();
    expect(screen.getByText('a month').element()).toBeInTheDocument();
    await expect.element(screen.getByText('Free')).toBeVisible();
  });

  test('in Catalan, euros written as in Spain', async () => {
    const screen = await render(
      <I18nProvider locale="ca-ES">
        <PricingCard name="Pla" price={1000} period="one-time" instalments={3} features={features} />
      </I18nProvider>,
    );
    expect(plain(screen.getByText(/^1\.000/).element().textContent)).toBe('1.000 €');
    await expect.element(screen.getByText('pagament únic')).toBeVisible();
    expect(plain(screen.getByText(/pagaments de/).element().textContent)).toBe(
      'o 3 pagaments de 333,33 € sense interessos',
    );
    const items = screen.getByRole('listitem').elements();
    expect(items.map((item) => item.textContent)).toEqual(['Inclòs: Web', 'No inclòs: Assistant']);
  });
});
