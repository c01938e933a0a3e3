import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { holdPresses, isPageHydrated, keepInput, REACHED_ATTRIBUTE } from './hydration';
import { island } from './Island.css';

function gate() {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/**
 * Runs `onCommit` in the commit that hydrates the Suspense boundary it sits in: a layout effect, so no
 * event can arrive between React taking over the DOM and the island knowing it.
 */
function OnCommit({ onCommit }: { onCommit: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, in the commit that hydrates the boundary
  useLayoutEffect(onCommit, []);
  return null;
}

// biome-ignore lint/suspicious/noExplicitAny: an island's component takes whatever props the island passes.
type Load<P = any> = () => Promise<{ default: ComponentType<P> }>;

// One lazy component per loader, so every render of an island reuses the same one.
const lazyComponents = new Map<Load, ComponentType<object>>();
function lazyComponent<P extends object>(load: Load<P>) {
  let component = lazyComponents.get(load);
  if (!component) {
    component = lazy(load as Load<object>);
    lazyComponents.set(load, component);
  }
  return component;
}

function WhenReady({ ready, children }: { ready: Promise<void>; children: ReactNode }) {
  use(ready);
  return children;
}

/** The events on an island that hydrate it: the visitor is about to press, type or tab into it. */
const REACH_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

export interface IslandProps<P extends object> {
  /** Imports the island's module, whose default export is its component (define it once, at module level). */
  load: Load<P>;
  /** The component's props. */
  props?: P;
  /**
   * When it hydrates: 'interaction' (the default) when the visitor reaches for it (a press, a touch,
   * focus or a key on it, or a link to an element in it); 'never' for content that only shows, whose
   * prerendered HTML is all it needs (its native links, and the platform's controls: buttons that
   * open a `<dialog>`, `<details>`), so its code never loads on the page it was prerendered for.
   */
  when?: 'interaction' | 'never';
}

/**
 * A prerendered part of the page whose JavaScript loads when the visitor reaches for it. The
 * prerender renders it in full; in the browser React keeps that HTML as it is (a dehydrated Suspense
 * boundary) and hydrates it when the visitor reaches for it (see `when`). Its code is prefetched, not
 * run, when the browser is idle (`prefetchPageFiles`). A press that starts before hydration is held
 * and replayed once the island is interactive, so no tap is lost, and what was typed, ticked or chosen in its
 * fields is handed to React (`keepInput`). On later client-side navigations it renders at once.
 *
 * The page itself hydrates when the visitor first reaches for an island (entry-client.tsx), which
 * marks the island reached. Hydration holds while nothing above the island changes: providers above
 * islands must keep stable values (see App.tsx), or React would drop the server HTML and render the
 * island on the client.
 */
export function Island<P extends object>({ load, props, when = 'interaction' }: IslandProps<P>) {
  const Component = lazyComponent(load);
  const ref = useRef<HTMLDivElement>(null);
  const [pending] = useState(() => (isPageHydrated() ? null : gate()));
  // A press that starts before hydration would be lost (React has no handler yet): held and replayed.
  const presses = useRef<ReturnType<typeof holdPresses>>(null);

  useEffect(() => {
    const element = ref.current;
    if (!pending || !element || when === 'never') return;
    const hold = holdPresses((node) => element.contains(node), pending.open);
    presses.current = hold;
    // Reached before the page hydrated (entry-client.tsx): it hydrates with the page.
    if (element.hasAttribute(REACHED_ATTRIBUTE)) pending.open();
    const options = { capture: true, passive: true } as const;
    for (const type of REACH_EVENTS) element.addEventListener(type, pending.open, options);
    return () => {
      hold.stop();
      for (const type of REACH_EVENTS) element.removeEventListener(type, pending.open, options);
    };
  }, [pending, when]);

  const onHydrated = () => {
    // What was typed first, then the press held (a submit, say), in that order.
    if (ref.current) setTimeout(keepInput(ref.current));
    presses.current?.hydrated();
  };

  return (
    <div ref={ref} className={island} data-island={when}>
      <Suspense fallback={null}>
        {pending ? (
          <WhenReady ready={pending.promise}>
            <Component {...props} />
          </WhenReady>
        ) : (
          <Component {...props} />
        )}
        {pending && <OnCommit onCommit={onHydrated} />}
      </Suspense>
    </div>
  );
}
