import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  Tooltip as AriaTooltip,
  type TooltipProps as AriaTooltipProps,
  OverlayArrow,
  TooltipTrigger,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { arrow, arrowShape, tooltip } from './Tooltip.css';

/** Distance in px between the trigger and the tooltip (the product spec's value). */
export const TOOLTIP_OFFSET = 4;

export interface TooltipProps extends Omit<TooltipTriggerComponentProps, 'children'> {
  /** The trigger: a focusable react-aria-components element such as `Button` or `Link`. */
  children: ReactNode;
  /** What the tooltip says. Keep it short; it is read as the trigger's description. */
  content: ReactNode;
  /**
   * Where the tooltip sits; it flips when there is no room.
   * @default 'top'
   */
  placement?: AriaTooltipProps['placement'];
  /**
   * Milliseconds the pointer rests on the trigger before the tooltip shows. Keyboard focus shows
   * it at once.
   * @default 600
   */
  delay?: number;
  /** Extra class for the tooltip bubble. */
  className?: string;
}

/**
 * A short description of a control, shown when the pointer rests on it or when it receives
 * keyboard focus, and hidden with Escape. It sits 4 px from the trigger with a small arrow. Touch
 * screens do not show tooltips, so never put essential information only here.
 */
export function Tooltip({
  children,
  content,
  placement = 'top',
  delay = 600,
  className,
  ...props
}: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} {...props}>
      {children}
      <AriaTooltip offset={TOOLTIP_OFFSET} placement={placement} className={clsx(tooltip, className)}>
        <OverlayArrow className={arrow}>
          <svg
            width={10}
            height={TOOLTIP_OFFSET}
            viewBox="0 0 10 4"
            className={arrowShape}
            aria-hidden="true"
          >
            <path d="M0 0L5 4L10 0z" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
