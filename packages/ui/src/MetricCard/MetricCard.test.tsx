import { I18nProvider } from 'react-aria-components';
import { describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { formatMetric, MetricCard } from './MetricCard';

/** Intl writes non-breaking spaces before '%', '€' and 'h'; compare with plain spaces. */
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

describe('formatMetric', () => {
  test('follows the locale it is given', () => {
    const gb = { locale: 'en-GB' };
    expect(formatMetric(1250, 'number', gb)).toBe('1,250');
    expect(formatMetric(99.9, 'percent', gb)).toBe('99.9%');
    expect(formatMetric(12.5, 'currency', { ...gb, currency: 'GBP' })).toBe('£12.50');
    const ca = { locale: 'ca-ES' };
    expect(plain(formatMetric(1250, 'number', ca))).toBe('1.250');
    expect(plain(formatMetric(99.9, 'percent', ca))).toBe('99,9 %');
    expect(plain(formatMetric(1250, 'currency', ca))).toBe('1.250 €');
  });
});

describe('MetricCard', () => {
  test('writes its figure and trend for the I18nProvider’s locale', async () => {
    const screen = await render(
      <I18nProvider locale="en-GB">
        <MetricCard
          value={62}
          format="percent"
          prefix="+"
          label="Enquiries"
          trend={{ direction: 'up', label: '+18 points' }}
        />
        <MetricCard value={1840} format="currency" currency="GBP" label="Sales" />
      </I18nProvider>,
    );
    await expect.element(screen.getByText('+62%')).toBeVisible();
    await expect.element(screen.getByText('£1,840')).toBeVisible();
    expect(screen.getByText(/points/).element().textContent).toBe('Up: +18 points');
  });

  test('in Catalan', async () => {
    const screen = await render(
      <I18nProvider locale="ca-ES">
        <MetricCard value={1250.5} label="Visites" trend={{ direction: 'down', label: '−3 punts' }} />
      </I18nProvider>,
    );
    await expect.element(screen.getByText('1.250,5')).toBeVisible();
    expect(screen.getByText(/punts/).element().textContent).toBe('A la baixa: −3 punts');
  });
});
