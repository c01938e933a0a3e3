export {
  CheckList,
  type CheckListItem,
  type CheckListProps,
  InclusionMark,
  type InclusionMarkProps,
  ShowcaseCard,
  type ShowcaseCardProps,
  ShowcaseGrid,
  type ShowcaseGridProps,
  type SpendLevel,
} from './ShowcaseCard';
export type { CheckListLabels, ShowcaseCardLabels } from './ShowcaseCard.intl';
