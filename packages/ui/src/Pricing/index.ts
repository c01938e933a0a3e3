export { formatPrice, instalmentAmount, type PriceFormatOptions } from '../format/format';
export {
  AddOnCard,
  type AddOnCardProps,
  type PricePeriod,
  PricingCard,
  type PricingCardProps,
  PricingTable,
  type PricingTableProps,
} from './Pricing';
export type { PricingLabels } from './Pricing.intl';
