export { formatPrice, instalmentAmount } from '../format/format';
export {
  AddOnCard,
  type AddOnCardProps,
  type PricePeriod,
  PricingCard,
  type PricingCardProps,
  type PricingLabels,
  PricingTable,
  type PricingTableProps,
} from './Pricing';
