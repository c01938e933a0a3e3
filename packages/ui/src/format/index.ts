export { formatPrice, instalmentAmount, type PriceFormatOptions, toCents } from './format';
