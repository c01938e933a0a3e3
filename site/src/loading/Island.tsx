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
import { holdPresses, isPageHydrated, keepTyping } from './hydration';
import { island } from './Island.css';
import { prefetch } from './prefetch';
import { onFirstInteraction, whenNearViewport } from './triggers';

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

export interface IslandProps<P extends object> {
  /** Imports the island's module, whose default export is its component (define it once, at module level). */
  load: Load<P>;
  /** The component's props. */
  props?: P;
  /**
   * When it hydrates: 'visible' (the default) when it nears the viewport, its code preloaded at the
   * first interaction; 'interaction' at the first interaction, for what is in view from the start
   * (the navigation bar, the hero, the checkout form), so that loading the page runs no more than
   * React and the page's frame. Either hydrates at once when pressed or focused.
   */
  when?: 'visible' | 'interaction';
}

/**
 * A prerendered section whose JavaScript loads later. The prerender renders it in full; in the
 * browser React keeps that HTML as it is (a dehydrated Suspense boundary) and hydrates it when it
 * nears the viewport or, for what is in view from the start, at the visitor's first interaction
 * (see `when`). Its code is prefetched, not run, when the browser is idle (`prefetchPageFiles`).
 * A press that starts before hydration is held and replayed once the island is interactive, so no
 * tap is lost, and what was typed into its fields is handed to React (`keepTyping`). On later
 * client-side navigations it renders at once.
 *
 * Hydration holds while nothing above the island changes: providers above islands must keep stable
 * values (see App.tsx), or React would drop the server HTML and render the island on the client.
 */
export function Island<P extends object>({ load, props, when = 'visible' }: IslandProps<P>) {
  const Component = lazyComponent(load);
  const ref = useRef<HTMLDivElement>(null);
  const [pending] = useState(() => (isPageHydrated() ? null : gate()));
  // A press that starts before hydration would be lost (React has no handler yet): held and replayed.
  const presses = useRef<ReturnType<typeof holdPresses>>(null);

  useEffect(() => {
    const element = ref.current;
    if (!pending || !element) return;
    const hold = holdPresses((node) => element.contains(node), pending.open);
    presses.current = hold;
    // Focus in one of its fields means the visitor is about to type there: it hydrates at once.
    element.addEventListener('focusin', pending.open);
    const cleanups = [hold.stop, () => element.removeEventListener('focusin', pending.open)];
    // The wrapper has no box of its own (display: contents): what nears the viewport is its content.
    const content = element.firstElementChild;
    if (when === 'interaction' || !content) cleanups.push(onFirstInteraction(pending.open));
    else {
      // Out of view, the first interaction only preloads its code (SPEC §2): hydrating every section
      // at once would keep the page busy just as the visitor starts using it.
      cleanups.push(
        onFirstInteraction(() => prefetch(load)),
        whenNearViewport(content, pending.open),
      );
    }
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  }, [pending, load, when]);

  const onHydrated = () => {
    // What was typed first, then the press held (a submit, say), in that order.
    if (ref.current) setTimeout(keepTyping(ref.current));
    presses.current?.hydrated();
  };

  return (
    <div ref={ref} className={island}>
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
