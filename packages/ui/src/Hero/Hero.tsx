import { clsx } from 'clsx';
import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { Badge, type BadgeProps } from '../Badge/Badge';
import { Container } from '../Container/Container';
import {
  actions as actionsClass,
  badges as badgesClass,
  copy,
  eyebrow as eyebrowClass,
  grid,
  hero,
  mediaBox,
  mediaColumn,
  subtitle as subtitleClass,
  title as titleClass,
} from './Hero.css';

/** One claim shown as a badge under the actions. */
export interface HeroBadge {
  /** The claim, for example "Lighthouse > 90". */
  label: ReactNode;
  /** A decorative icon before the text. */
  icon?: ReactNode;
  /**
   * The badge's tone.
   * @default 'neutral'
   */
  tone?: BadgeProps['tone'];
}

export interface HeroProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page's main heading, rendered as the `h1`. */
  title: ReactNode;
  /** One or two sentences under the heading. */
  subtitle?: ReactNode;
  /** A short line above the heading. */
  eyebrow?: ReactNode;
  /** Short claims shown as badges, as a list. */
  badges?: HeroBadge[];
  /** The main action (for example a primary `Button`). */
  primaryAction?: ReactNode;
  /** A second, quieter action beside it (for example a secondary `Button`). */
  secondaryAction?: ReactNode;
  /**
   * The illustration: an image, a video poster or a mockup. Its box is reserved at the mockup
   * size (342 x 512 px, smaller at the 480, 768 and 1024 px breakpoints, back to full size from
   * 1280 px, always 342:512), and the media fills it, so nothing moves when it loads.
   */
  media?: ReactNode;
}

/**
 * The opening band of a landing page: heading, subheading, actions, claims and an illustration.
 * Two columns from 1024 px; below, the media stacks under the text.
 */
export function Hero({
  title,
  subtitle,
  eyebrow,
  badges,
  primaryAction,
  secondaryAction,
  media,
  className,
  ...props
}: HeroProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} {...props} className={clsx(hero, className)}>
      <Container className={grid}>
        <div className={copy}>
          {eyebrow && <p className={eyebrowClass}>{eyebrow}</p>}
          <h1 id={titleId} className={titleClass}>
            {title}
          </h1>
          {subtitle && <p className={subtitleClass}>{subtitle}</p>}
          {(primaryAction || secondaryAction) && (
            <div className={actionsClass}>
              {primaryAction}
              {secondaryAction}
            </div>
          )}
          {badges && badges.length > 0 && (
            <ul className={badgesClass}>
              {badges.map((badge, index) => (
                // Claims are static text: their position is a stable key.
                // biome-ignore lint/suspicious/noArrayIndexKey: static list
                <li key={index}>
                  <Badge icon={badge.icon} tone={badge.tone}>
                    {badge.label}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
        {media && (
          <div className={mediaColumn}>
            <div className={mediaBox}>{media}</div>
          </div>
        )}
      </Container>
    </section>
  );
}
