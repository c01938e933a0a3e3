import { scrollToSection } from '@renueva/ui/shell';
import { useEffect, useRef } from 'react';

/** How long a route change waits for a `#section` of the new page to render before giving up. */
const HASH_TARGET_WAIT_MS = 3000;

/**
 * After a client-side route change: the new title, and the top of the new page, or the section its
 * `#hash` names (whose island may still be loading, so it waits for it a little).
 */
export function useRouteChange(path: string, title: string) {
  const isFirstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `path` is what changes on a route change
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    document.title = title;
    const { hash } = window.location;
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const started = performance.now();
    let frame = 0;
    const reach = () => {
      if (scrollToSection(hash, { smooth: false })) return;
      if (performance.now() - started < HASH_TARGET_WAIT_MS) frame = requestAnimationFrame(reach);
      else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    };
    reach();
    return () => cancelAnimationFrame(frame);
  }, [path, title]);
}
