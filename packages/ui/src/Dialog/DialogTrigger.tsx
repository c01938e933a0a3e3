import type { ReactNode } from 'react';
import {
  type DialogTriggerProps as AriaDialogTriggerProps,
  ButtonContext,
  OverlayTriggerStateContext,
  Provider,
} from 'react-aria-components';
import { useOverlayTriggerState } from 'react-stately';

export interface DialogTriggerProps extends AriaDialogTriggerProps {
  /** The button that opens the dialog, and the `Dialog`. */
  children: ReactNode;
}

/**
 * Opens the `Dialog` inside it from the `Button` beside it, which says it opens a dialog and whether
 * it is open. React Aria's `DialogTrigger` is for its own portalled overlays: around a `Dialog`,
 * which stays in place in the page, its button's pressed state would reach the dialog's buttons too.
 */
export function DialogTrigger({ children, ...props }: DialogTriggerProps) {
  const state = useOverlayTriggerState(props);
  return (
    <Provider
      values={[
        [OverlayTriggerStateContext, state],
        [ButtonContext, { onPress: state.open, 'aria-haspopup': 'dialog', 'aria-expanded': state.isOpen }],
      ]}
    >
      {children}
    </Provider>
  );
}
