import { lazy, Suspense } from 'react';
import { openedBy } from '../../loading/openers';
import { useOpener } from '../../loading/useOpener';

const Presentation = lazy(openedBy.presentation);

/**
 * The presentation video overlay, opened by the hero's 'Ver presentación' (`opens('presentation')`),
 * whose section never hydrates: its code runs as soon as the visitor reaches for the button.
 */
export function PresentationHost() {
  const { isOpen, close } = useOpener('presentation');
  return isOpen ? (
    <Suspense fallback={null}>
      <Presentation onClose={close} />
    </Suspense>
  ) : null;
}
