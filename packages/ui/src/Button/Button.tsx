import { clsx } from 'clsx';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  Link as AriaLink,
  type LinkProps as AriaLinkProps,
  composeRenderProps,
  ProgressBar,
} from 'react-aria-components';
import { useLabels } from '../i18n/useLabels';
import { type ButtonVariants, button, label, spinner, spinnerArc, spinnerTrack } from './Button.css';
import { buttonLabels } from './Button.intl';
import { showDialog, showsDialog } from './opensDialog';

export interface ButtonProps extends AriaButtonProps, ButtonVariants {
  /**
   * Accessible name of the progress indicator shown while `isPending` is true. By default
   * 'Sending…' in the `I18nProvider`'s language ('Enviando…' in Spanish).
   */
  pendingLabel?: string;
  /**
   * The id of a `Dialog` or `VideoOverlay` the button opens with no script (`showsDialog`): on a
   * prerendered page the browser opens it in the first frame after the tap, before React runs. Once
   * hydrated, a press opens it too (React Aria's keyboard presses keep the browser's from acting).
   */
  opensDialog?: string;
}

/**
 * The action button. `primary` is the one main action of a view, `secondary` sits beside it,
 * `ghost` is for quiet actions. While `isPending`, it keeps its size, shows a spinner, ignores
 * presses and stays focusable, as react-aria-components' pending buttons do.
 */
export function Button({
  variant,
  size,
  fullWidth,
  pendingLabel,
  opensDialog,
  className,
  children,
  ...props
}: ButtonProps) {
  const labels = useLabels(buttonLabels);
  return (
    <AriaButton
      {...props}
      {...(opensDialog && {
        render: (domProps) => <button {...domProps} {...showsDialog(opensDialog)} />,
        onPress: (event) => {
          props.onPress?.(event);
          showDialog(opensDialog);
        },
      })}
      className={composeRenderProps(className, (extra) => clsx(button({ variant, size, fullWidth }), extra))}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          <span className={label}>{content}</span>
          {isPending && (
            <ProgressBar aria-label={pendingLabel ?? labels.pending} isIndeterminate className={spinner}>
              <svg viewBox="0 0 24 24" fill="none" aria-hidden="true">
                <circle
                  className={spinnerTrack}
                  cx="12"
                  cy="12"
                  r="9"
                  stroke="currentColor"
                  strokeWidth="3"
                />
                <path
                  className={spinnerArc}
                  d="M21 12a9 9 0 0 0-9-9"
                  stroke="currentColor"
                  strokeWidth="3"
                  strokeLinecap="round"
                />
              </svg>
            </ProgressBar>
          )}
        </>
      ))}
    </AriaButton>
  );
}

export interface LinkButtonProps extends AriaLinkProps, ButtonVariants {}

/**
 * A link that looks like a `Button`, for actions that navigate (for example "Go to checkout").
 * Client-side routing comes from react-aria-components' `RouterProvider`.
 */
export function LinkButton({ variant, size, fullWidth, className, ...props }: LinkButtonProps) {
  return (
    <AriaLink
      {...props}
      className={composeRenderProps(className, (extra) => clsx(button({ variant, size, fullWidth }), extra))}
    />
  );
}
