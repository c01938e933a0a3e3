export {
  type ComparisonCell,
  type ComparisonColumn,
  type ComparisonRow,
  ComparisonTable,
  type ComparisonTableProps,
} from './ComparisonTable';
export type { ComparisonTableLabels } from './ComparisonTable.intl';
