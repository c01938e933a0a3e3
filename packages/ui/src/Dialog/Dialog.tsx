import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';
import {
  Dialog as AriaDialog,
  Button,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { IconClose } from '../Icon/Icon';
import { useLabels } from '../i18n/useLabels';
import {
  body,
  closeButton,
  type DialogVariants,
  description as descriptionClass,
  dialog,
  header,
  modal,
  overlay,
  title as titleClass,
} from './Dialog.css';
import { type DialogLabels, dialogLabels } from './Dialog.intl';

export interface DialogProps
  extends DialogVariants,
    Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isKeyboardDismissDisabled'> {
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
 * A modal dialog with a title, an optional description, a close button and any content. Use it
 * controlled (`isOpen` and `onOpenChange`) or inside a `DialogTrigger` next to the button that
 * opens it. Escape and a click on the backdrop close it; focus stays inside while it is open and
 * returns to the element that opened it. On small screens it becomes a sheet at the bottom of the
 * screen, almost full width; content taller than the screen scrolls inside while the title stays.
 */
export function Dialog({
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
  const { close } = useLabels(dialogLabels, labels);
  const descriptionId = useId();
  return (
    <ModalOverlay
      className={overlay}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      {...(isOpen !== undefined && { isOpen })}
      {...(defaultOpen !== undefined && { defaultOpen })}
      {...(onOpenChange && { onOpenChange })}
    >
      <Modal className={clsx(modal({ size }), className)}>
        <AriaDialog className={dialog} aria-describedby={description ? descriptionId : undefined}>
          {({ close: closeDialog }) => (
            <>
              <div className={header}>
                <Heading slot="title" className={titleClass}>
                  {title}
                </Heading>
                <Button slot="close" aria-label={close} className={closeButton}>
                  <IconClose size="1.25rem" />
                </Button>
              </div>
              <div className={body}>
                {description && (
                  <p id={descriptionId} className={descriptionClass}>
                    {description}
                  </p>
                )}
                {typeof children === 'function' ? children({ close: closeDialog }) : children}
              </div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
