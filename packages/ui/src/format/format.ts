/**
 * Formatting helpers with no React and no CSS, also published as `@renueva/ui/format` so server code
 * and content modules can state prices exactly as the components show them.
 */

/** Where and in what currency a price is written. */
export interface PriceFormatOptions {
  /**
   * The BCP 47 locale whose conventions the price follows (components pass their `I18nProvider`'s).
   * @default 'es-ES'
   */
  locale?: string;
  /**
   * The ISO 4217 code of the amount's currency.
   * @default 'EUR'
   */
  currency?: string;
}

/** Rounds an amount to the cent (a hundredth of the currency unit). */
export const toCents = (amount: number) => Math.round(amount * 100) / 100;

/** The Intl formatter `formatPrice` uses; components split its parts to style the currency sign. */
export function priceFormat(amount: number, { locale = 'es-ES', currency = 'EUR' }: PriceFormatOptions = {}) {
  const digits = Number.isInteger(toCents(amount)) ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: 'always',
  });
}

/**
 * Writes a price by the locale's conventions, by default in euros as in Spain: `999` → '999 €',
 * `1499` → '1.499 €', `333.33` → '333,33 €' (with `{ locale: 'en-GB', currency: 'GBP' }`: '£999',
 * '£1,499', '£333.33'). Whole amounts have no decimals ('999 €' reads better than '999,00 €'); any
 * other amount has two. Thousands are always grouped ('1.499 €'), as shops in Spain write them
 * (the Spanish locale's default would leave four-digit amounts ungrouped).
 */
export function formatPrice(amount: number, options?: PriceFormatOptions): string {
  return priceFormat(amount, options).format(toCents(amount));
}

/**
 * One instalment of `price` split into `count` interest-free payments, rounded to the nearest
 * cent: 999 in 3 is 333; 1000 in 3 is 333.33 (the three payments then add up to 999.99, and the
 * checkout settles the cent, usually in the last payment).
 */
export function instalmentAmount(price: number, count: number): number {
  return toCents(price / count);
}
