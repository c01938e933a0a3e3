import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';
import { FocusScope } from 'react-aria';
import { ButtonContext, Provider } from 'react-aria-components';
import { IconClose } from '../Icon/Icon';
import { useLabels } from '../i18n/useLabels';
import {
  body,
  closeButton,
  closeForm,
  type DialogVariants,
  description as descriptionClass,
  dialog,
  header,
  modal,
  title as titleClass,
} from './Dialog.css';
import { type DialogLabels, dialogLabels } from './Dialog.intl';
import { type ModalDialogOptions, useModalDialog } from './useModalDialog';

export interface DialogProps extends DialogVariants, Omit<ModalDialogOptions, 'isDismissable'> {
  /**
   * The `<dialog>` element's id: a button elsewhere on the page opens it without any script with
   * `command="show-modal" commandfor={id}` (the first frame of a prerendered page).
   */
  id?: string;
  /** The dialog's title: a level-2 heading that also names the dialog for screen readers. */
  title: ReactNode;
  /** A short line under the title; screen readers read it as the dialog's description. */
  description?: ReactNode;
  /**
   * The content. A function receives `close`, for content that closes the dialog itself (for
   * example a form after a successful submit).
   */
  children?: ReactNode | ((options: { close: () => void }) => ReactNode);
  /**
   * Whether a click on the backdrop closes the dialog. Escape always closes it unless
   * `isKeyboardDismissDisabled`.
   * @default true
   */
  isDismissable?: boolean;
  /** Overrides for the built-in accessible labels (in the `I18nProvider`'s language). */
  labels?: Partial<DialogLabels>;
  /** Extra class for the dialog's panel. */
  className?: string;
}

/**
 * A modal dialog with a title, an optional description, a close button and any content, on the
 * platform's `<dialog>`: it is in the page's HTML, closed, and the browser shows it as a modal (the
 * rest of the page inert, Escape and a click on the backdrop closing it, focus back where it was).
 * So a prerendered page opens it in the first frame after a tap, from a button with
 * `command="show-modal" commandfor={id}`, before React has run; React then takes it over as it is.
 * Use it controlled (`isOpen` and `onOpenChange`), inside this package's `DialogTrigger` next to the
 * button that opens it, or opened by such a command. Tab stays inside while it is open. On small screens it
 * becomes a sheet at the bottom of the screen, almost full width; content taller than the screen
 * scrolls inside while the title stays.
 */
export function Dialog({
  id,
  title,
  description,
  children,
  size,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  isKeyboardDismissDisabled,
  labels,
  className,
}: DialogProps) {
  const { close: closeLabel } = useLabels(dialogLabels, labels);
  const titleId = useId();
  const descriptionId = useId();
  const { dialogProps, close } = useModalDialog({
    isOpen,
    defaultOpen,
    onOpenChange,
    isDismissable,
    isKeyboardDismissDisabled,
  });
  return (
    // Tab stays inside: the browser would also move on to its own controls, or, in a frame, out of it.
    <FocusScope contain>
      <dialog
        {...dialogProps}
        id={id}
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        className={clsx(modal({ size }), className)}
      >
        {/* A DialogTrigger's button props are for its button, not for the buttons inside. */}
        <Provider values={[[ButtonContext, null]]}>
          <div className={dialog}>
            <div className={header}>
              <h2 id={titleId} className={titleClass}>
                {title}
              </h2>
              {/* A form of method="dialog" closes it without any script. */}
              <form method="dialog" className={closeForm}>
                <button type="submit" aria-label={closeLabel} className={closeButton}>
                  <IconClose size="1.25rem" />
                </button>
              </form>
            </div>
            <div className={body}>
              {description && (
                <p id={descriptionId} className={descriptionClass}>
                  {description}
                </p>
              )}
              {typeof children === 'function' ? children({ close }) : children}
            </div>
          </div>
        </Provider>
      </dialog>
    </FocusScope>
  );
}
