import { describe, expect, test } from 'vitest';
import { formatPrice, instalmentAmount } from './format';

/** Intl writes a non-breaking space before a trailing currency sign; compare with plain spaces. */
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

  test('pounds in British English: sign first, grouped with a comma, decimals after a point', () => {
    const gb = { locale: 'en-GB', currency: 'GBP' };
    expect(formatPrice(1499, gb)).toBe('£1,499');
    expect(formatPrice(12.5, gb)).toBe('£12.50');
    expect(formatPrice(999, gb)).toBe('£999');
  });

  test('euros in Catalan follow the same rules as in Spanish', () => {
    const ca = { locale: 'ca-ES' };
    expect(plain(formatPrice(1499, ca))).toBe('1.499 €');
    expect(plain(formatPrice(12.5, ca))).toBe('12,50 €');
    expect(plain(formatPrice(999, ca))).toBe('999 €');
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
