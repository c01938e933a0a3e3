import { useContext, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';

type DialogClosedBy = 'any' | 'closerequest' | 'none';

export interface ModalDialogOptions {
  /** Whether it is open (controlled). */
  isOpen?: boolean;
  /** Whether it is open at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when it opens or closes, whoever opened or closed it. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Whether a click on the backdrop closes it. */
  isDismissable?: boolean;
  /** Whether Escape is ignored. */
  isKeyboardDismissDisabled?: boolean;
}

/**
 * A native `<dialog>` shown as a modal, kept in step with React. The browser may open it before React
 * runs (a prerendered page's `<button command="show-modal" commandfor=…>`) and closes it itself
 * (Escape, `closedby="any"` on the backdrop): the element is the truth, and its `toggle` event tells
 * React. React opens and closes it from `isOpen`, a `DialogTrigger` around it, or `defaultOpen`.
 * When React takes over a dialog the visitor has already opened, it keeps it open and reports it.
 */
export function useModalDialog({
  isOpen,
  defaultOpen = false,
  onOpenChange,
  isDismissable = true,
  isKeyboardDismissDisabled = false,
}: ModalDialogOptions) {
  const ref = useRef<HTMLDialogElement>(null);
  const trigger = useContext(OverlayTriggerStateContext);
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = isOpen ?? trigger?.isOpen ?? uncontrolled;

  // The browser's openings and closings, told to whoever holds the state; read through a ref, so the
  // listener is set up once.
  const report = useRef((_: boolean) => {});
  report.current = (next: boolean) => {
    if (next === open) return;
    if (isOpen === undefined && !trigger) setUncontrolled(next);
    if (trigger) trigger.setOpen(next);
    onOpenChange?.(next);
  };

  // A change the browser made that the state did not follow (a controlled dialog the close button
  // closed, say): the next render puts the element back in step.
  const [browserChanges, browserChanged] = useReducer((count: number) => count + 1, 0);
  const adopted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change the browser made re-runs it too
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // The first time: a dialog the browser opened before React ran stays open, and is reported.
    if (!adopted.current) {
      adopted.current = true;
      if (dialog.open && !open) return report.current(true);
    }
    if (open && !dialog.open) {
      dialog.showModal();
      // The dialog itself takes focus, as React Aria's do: a screen reader says its name and
      // description first, and no control looks chosen. (Opened by a command, before React, the
      // browser focuses the first control.)
      dialog.focus();
    } else if (!open && dialog.open) dialog.close();
  }, [open, browserChanges]);

  // Unmounted while open (its owner stopped rendering it): closed first, so the browser gives focus
  // back to where it was, as when it closes.
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onToggle = (event: Event) => {
      report.current((event as ToggleEvent).newState === 'open');
      browserChanged();
    };
    const onCancel = (event: Event) => {
      if (isKeyboardDismissDisabled) event.preventDefault();
    };
    // Once React runs, Escape, the backdrop and the close button ask to close (the state decides),
    // as in React Aria's overlays; a key or click sent by a script does it the same way.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      if (!isKeyboardDismissDisabled) report.current(false);
    };
    // A click on the backdrop lands on the dialog element itself (its content fills it).
    const onClick = (event: MouseEvent) => {
      if (isDismissable && event.target === dialog) report.current(false);
    };
    const onSubmit = (event: SubmitEvent) => {
      if ((event.target as HTMLFormElement).method !== 'dialog') return;
      event.preventDefault();
      report.current(false);
    };
    dialog.addEventListener('toggle', onToggle);
    dialog.addEventListener('submit', onSubmit);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('toggle', onToggle);
      dialog.removeEventListener('submit', onSubmit);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('click', onClick);
    };
  }, [isDismissable, isKeyboardDismissDisabled]);

  return {
    ref,
    isOpen: open,
    /** Asks to close it, as its close button does. */
    close: () => report.current(false),
    /** The attributes the `<dialog>` needs in its HTML, before any script. */
    dialogProps: {
      ref,
      tabIndex: -1,
      closedby: (isDismissable
        ? 'any'
        : isKeyboardDismissDisabled
          ? 'none'
          : 'closerequest') as DialogClosedBy,
    },
  };
}
