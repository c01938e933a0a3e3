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
import { isPageHydrated, replayClick } from './hydration';
import { island } from './Island.css';
import { prefetch } from './prefetch';
import { afterEngagement, onFirstInteraction, whenIdle, whenNearViewport } from './triggers';

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
   * When it hydrates: 'visible' (the default) when it nears the viewport or at the first
   * interaction; 'engaged' also after a scroll, touch or click, or after 3 s (pricing, the FAQ);
   * 'interaction' only at the first interaction, for what is in view from the start (the navigation
   * bar, the hero), so that loading the page runs no more than React and the page's frame.
   */
  when?: 'visible' | 'engaged' | 'interaction';
}

/**
 * A prerendered section whose JavaScript loads later. The prerender renders it in full; in
 * the browser React keeps that HTML as it is (a dehydrated Suspense boundary) and hydrates it when it
 * nears the viewport or at the visitor's first interaction (see `when`). The code itself is prefetched when the browser is idle. A press that starts
 * before hydration is held and replayed once the island is interactive, so no tap is lost. On later
 * client-side navigations it renders at once.
 *
 * Hydration holds while nothing above the island changes: providers above islands must keep stable
 * values (see App.tsx), or React would drop the server HTML and render the island on the client.
 */
export function Island<P extends object>({ load, props, when = 'visible' }: IslandProps<P>) {
  const Component = lazyComponent(load);
  const ref = useRef<HTMLDivElement>(null);
  const [pending] = useState(() => (isPageHydrated() ? null : gate()));
  // A press that starts before hydration would be lost (React has no handler yet, and the press
  // library ignores a click whose pointerdown it never saw): hold its click and replay it after.
  const held = useRef({ hydrated: false, pressedEarly: false, click: null as Element | null });

  useEffect(() => {
    const element = ref.current;
    if (!pending || !element) return;
    const state = held.current;
    // On the window, in the capture phase: React stops the propagation of discrete events that land
    // on content it cannot hydrate yet, so listeners on the island itself would never hear them.
    const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
    const onPointerDown = (event: PointerEvent) => {
      if (!state.hydrated && inside(event)) state.pressedEarly = true;
    };
    const onClick = (event: MouseEvent) => {
      if (!inside(event) || (state.hydrated && !state.pressedEarly)) return;
      event.preventDefault();
      event.stopPropagation();
      state.pressedEarly = false;
      const target = event.target as Element;
      if (state.hydrated) replayClick(target);
      else state.click = target;
      pending.open();
    };
    window.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('click', onClick, true);
    const cleanups = [
      () => window.removeEventListener('pointerdown', onPointerDown, true),
      () => window.removeEventListener('click', onClick, true),
      onFirstInteraction(pending.open),
      whenIdle(() => prefetch(load)),
    ];
    // The wrapper has no box of its own (display: contents): what nears the viewport is its content.
    const content = element.firstElementChild;
    if (when !== 'interaction' && content) cleanups.push(whenNearViewport(content, pending.open));
    if (when === 'engaged') cleanups.push(afterEngagement(pending.open));
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  }, [pending, load, when]);

  const onHydrated = () => {
    const state = held.current;
    state.hydrated = true;
    const target = state.click;
    state.click = null;
    if (target) setTimeout(() => target.isConnected && replayClick(target));
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
