export { TOOLTIP_OFFSET, Tooltip, type TooltipProps } from './Tooltip';
