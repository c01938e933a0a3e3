export { formatPrice, instalmentAmount, toCents } from './format';
