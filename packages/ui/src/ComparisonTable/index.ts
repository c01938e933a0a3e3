export {
  type ComparisonCell,
  type ComparisonColumn,
  type ComparisonRow,
  ComparisonTable,
  type ComparisonTableLabels,
  type ComparisonTableProps,
} from './ComparisonTable';
