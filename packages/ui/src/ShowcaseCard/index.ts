export {
  CheckList,
  type CheckListItem,
  type CheckListLabels,
  type CheckListProps,
  InclusionMark,
  type InclusionMarkProps,
  ShowcaseCard,
  type ShowcaseCardLabels,
  type ShowcaseCardProps,
  ShowcaseGrid,
  type ShowcaseGridProps,
  type SpendLevel,
} from './ShowcaseCard';
