export {
  AddOnCard,
  type AddOnCardProps,
  formatPrice,
  instalmentAmount,
  type PricePeriod,
  PricingCard,
  type PricingCardProps,
  type PricingLabels,
  PricingTable,
  type PricingTableProps,
} from './Pricing';
