import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import {
  actions,
  area,
  card,
  code as codeClass,
  text as textClass,
  title as titleClass,
} from './NotFound.css';

export interface NotFoundProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /**
   * A large status code above the title. Decorative (hidden from screen readers): say it in
   * the title too if it matters.
   */
  code?: ReactNode;
  /** The heading, rendered as the `h1`. */
  title: ReactNode;
  /** A sentence under the heading. */
  text?: ReactNode;
  /** Actions under the text, for example a link back to the home page. */
  action?: ReactNode;
}

/**
 * The "page not found" card, centred in (at least) the height of the viewport: a large code, a
 * heading, a sentence and an action back to safety. All texts come from props.
 */
export function NotFound({ code, title, text, action, className, ...props }: NotFoundProps) {
  return (
    <div {...props} className={clsx(area, className)}>
      <div className={card}>
        {code && (
          <p className={codeClass} aria-hidden="true">
            {code}
          </p>
        )}
        <h1 className={titleClass}>{title}</h1>
        {text && <p className={textClass}>{text}</p>}
        {action && <div className={actions}>{action}</div>}
      </div>
    </div>
  );
}
