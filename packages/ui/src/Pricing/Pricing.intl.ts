import type { Catalogue } from '../i18n/useLabels';
import { type CheckListLabels, checkListLabels } from '../ShowcaseCard/ShowcaseCard.intl';

/** The built-in words of a `PricingCard` or `AddOnCard`: the price's period and notes, the feature marks. */
export interface PricingLabels extends CheckListLabels {
  /** After a one-time price. */
  oneTime: string;
  /** After a monthly price, as shown. */
  month: string;
  /** After a monthly price, as read by screen readers. */
  monthSpoken: string;
  /** Shown instead of a price of 0. */
  free: string;
  /** The instalment note, from the count (2 or more) and the formatted amount of one instalment. */
  instalments: (count: number, amount: string) => string;
}

export const pricingLabels: Catalogue<PricingLabels> = {
  es: {
    ...checkListLabels.es,
    oneTime: 'pago único',
    month: '/mes',
    monthSpoken: 'al mes',
    free: 'Gratis',
    instalments: (count, amount) => `o ${count} pagos de ${amount} sin intereses`,
  },
  ca: {
    ...checkListLabels.ca,
    oneTime: 'pagament únic',
    month: '/mes',
    monthSpoken: 'al mes',
    free: 'Gratis',
    instalments: (count, amount) => `o ${count} pagaments de ${amount} sense interessos`,
  },
  en: {
    ...checkListLabels.en,
    oneTime: 'one-off payment',
    month: '/month',
    monthSpoken: 'a month',
    free: 'Free',
    instalments: (count, amount) => `or ${count} interest-free payments of ${amount}`,
  },
};
