import { useCallback, useEffect, useState } from 'react';
import { type Opener, onOpen } from './openers';

/**
 * Whether what `name` opens is open: it opens when one of its buttons is clicked (or on `open()`),
 * and `close()` closes it. For the component that renders it, in the page's shell.
 */
export function useOpener(name: Opener) {
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => onOpen(name, open), [name, open]);
  return { isOpen, open, close };
}
