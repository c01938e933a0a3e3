import { clsx } from 'clsx';
import {
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { UNSAFE_PortalProvider as PortalProvider } from 'react-aria';
import {
  Button as AriaButton,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  UNSTABLE_ToastStateContext as AriaToastStateContext,
  type QueuedToast,
  Text,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { IconAlert, IconClose, IconInfo } from '../Icon/Icon';
import { useLabels } from '../i18n/useLabels';
import {
  closeButton,
  content as contentClass,
  description as descriptionClass,
  icon,
  layer as layerClass,
  main,
  region,
  swipeX,
  title as titleClass,
  toast as toastClass,
} from './Toast.css';
import { type ToasterLabels, toasterLabels } from './Toast.intl';

/** At most this many toasts are on screen at once. A new toast replaces the visible one. */
export const TOAST_LIMIT = 1;

/** How long a toast stays on screen, in milliseconds, unless it sets its own `duration`. */
export const TOAST_DEFAULT_DURATION = 5000;

/**
 * How long, in milliseconds, a dismissed toast's record stays in `useToast().toasts` (with
 * `open: false`) before it is forgotten. The toast itself leaves the screen at once when it is
 * dismissed; this delay only concerns the record, so a component can still tell what was shown
 * (for example to avoid raising the same message twice). Its value, 1,000,000 ms (about 16
 * minutes), comes from the product specification.
 */
export const TOAST_REMOVE_DELAY = 1_000_000;

/** Distance in px a toast must be dragged to the right, and released, to be dismissed. */
export const SWIPE_THRESHOLD = 50;

/** The key that moves focus to the notification region. */
const HOTKEY = 'F8';

export type ToastVariant = 'default' | 'destructive';

/** A button inside the toast that does something about the message (for example "Undo"). */
export interface ToastAction {
  /** The button's text. */
  label: string;
  /** Called when the button is pressed; the toast is dismissed afterwards. */
  onPress: () => void;
}

export interface ToastOptions {
  /** The message, in a few words. It also names the toast for screen readers. */
  title: ReactNode;
  /** More detail, under the title. */
  description?: ReactNode;
  /**
   * `destructive` is for errors and failed actions: it is announced at once (role `alert`) and
   * drawn in the danger colour. `default` is announced politely (role `status`).
   * @default 'default'
   */
  variant?: ToastVariant;
  /**
   * Milliseconds on screen. The countdown pauses while the pointer is over the notifications or
   * focus is inside them. `Infinity` keeps the toast until it is dismissed.
   * @default 5000
   */
  duration?: number;
  /** An optional action button. */
  action?: ToastAction;
  /** Called once when the toast is dismissed: by the user, by its timer or by a newer toast. */
  onClose?: () => void;
}

/** A toast as `useToast()` lists it. */
export interface ToastRecord extends ToastOptions {
  /** Identifies the toast, for `dismissToast(id)`. */
  id: string;
  /** `true` while the toast is on screen (or waiting for it), `false` once dismissed. */
  open: boolean;
}

/** What `toast()` returns. */
export interface ToastHandle {
  id: string;
  /** Dismisses this toast. */
  dismiss: () => void;
}

interface ToastContentData {
  title: ReactNode;
  description?: ReactNode;
  variant: ToastVariant;
  action?: ToastAction;
  /** Milliseconds on screen; its countdown is `useCountdown`'s, not React Aria's. */
  duration: number;
}

/** What holds the countdowns: the pointer or focus on the notifications, or a swipe under way. */
type Hold = 'region' | 'swipe';

/**
 * React Aria's queue, keeping whether the countdowns are paused. React Aria's own timers are not
 * used: a toast's timer starts when the toast is rendered, even while the pointer or focus is on
 * the notifications, and resuming a timer that runs starts a second timeout that pausing no longer
 * clears. So once a toast had arrived under the pointer (or with focus inside) and the pointer had
 * left, the pointer coming back to it did not pause it: the lost timeout closed it on time. Here
 * the region's pause and resume (React Aria calls them as the pointer and focus come and go) and a
 * swipe are holds, and a toast counts down only while there is none (`useCountdown`).
 */
class NotificationQueue extends AriaToastQueue<ToastContentData> {
  private holds = new Set<Hold>();
  private holdListeners = new Set<() => void>();

  override pauseAll() {
    // Nothing to pause once the toasts are gone; a late call would hold the next toast.
    if (this.visibleToasts.length > 0) this.hold('region', true);
  }

  override resumeAll() {
    this.hold('region', false);
  }

  override close(key: string) {
    super.close(key);
    // The region leaves the page with the last toast, and the pointer and focus with it, which React
    // Aria does not always hear of: the next toast starts free.
    if (this.visibleToasts.length === 0) {
      for (const hold of this.holds) this.hold(hold, false);
    }
  }

  hold(hold: Hold, isOn: boolean) {
    if (this.holds.has(hold) === isOn) return;
    if (isOn) this.holds.add(hold);
    else this.holds.delete(hold);
    for (const listener of this.holdListeners) listener();
  }

  isHeld = () => this.holds.size > 0;

  subscribeHolds = (listener: () => void) => {
    this.holdListeners.add(listener);
    return () => {
      this.holdListeners.delete(listener);
    };
  };
}

// One queue for the whole page, so `toast()` works from anywhere, like `alert()` but polite.
const queue = new NotificationQueue({ maxVisibleToasts: TOAST_LIMIT });

let records: readonly ToastRecord[] = [];
const listeners = new Set<() => void>();

function setRecords(next: readonly ToastRecord[]) {
  records = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getRecords() {
  return records;
}

/** Called by the queue when a toast leaves it, whatever the reason. */
function handleClosed(id: string, onClose: (() => void) | undefined) {
  setRecords(records.map((record) => (record.id === id ? { ...record, open: false } : record)));
  setTimeout(() => setRecords(records.filter((record) => record.id !== id)), TOAST_REMOVE_DELAY);
  onClose?.();
}

/**
 * Shows a toast. With `TOAST_LIMIT` at 1, a new toast replaces the one on screen, which counts
 * as dismissed (its `onClose` runs): the latest message is the one that matters, and an older one
 * never comes back stale after it. Needs one `<Toaster />` on the page.
 */
export function toast({
  duration = TOAST_DEFAULT_DURATION,
  variant = 'default',
  onClose,
  ...options
}: ToastOptions): ToastHandle {
  const older = queue.visibleToasts.map((visible) => visible.key);
  let id = '';
  id = queue.add(
    { title: options.title, description: options.description, variant, action: options.action, duration },
    { onClose: () => handleClosed(id, onClose) },
  );
  setRecords([{ ...options, duration, variant, onClose, id, open: true }, ...records]);
  // Added first and closed after, so the region never flashes empty between the two.
  for (const key of older) queue.close(key);
  return { id, dismiss: () => dismissToast(id) };
}

/** Dismisses one toast by id, or every toast when called without one. */
export function dismissToast(id?: string) {
  const ids = id === undefined ? records.filter((record) => record.open).map((record) => record.id) : [id];
  for (const key of ids) queue.close(key);
}

/** The toasts raised so far (dismissed ones until `TOAST_REMOVE_DELAY` passes) and the functions to manage them. */
export function useToast() {
  const toasts = useSyncExternalStore(subscribe, getRecords, getRecords);
  return { toasts, toast, dismiss: dismissToast };
}

export interface ToasterProps {
  /** Overrides for the built-in accessible labels (in the `I18nProvider`'s language). */
  labels?: Partial<ToasterLabels>;
  /** Extra class for the notification region. */
  className?: string;
}

/** Whether the browser has popovers (and so the top layer, and `:modal`, to work with). */
const hasPopovers = (element: HTMLElement) => typeof element.showPopover === 'function';

/** Shows or hides a popover, whatever state it is in. */
function setShown(element: HTMLElement, isShown: boolean) {
  if (!hasPopovers(element) || element.matches(':popover-open') === isShown) return;
  if (isShown) element.showPopover();
  else element.hidePopover();
}

/**
 * The topmost open modal dialog, the only part of the page that is not inert, if any: the one focus
 * is in (a modal dialog takes focus as it opens, and focus cannot be in an inert one), or else the
 * last one in the page (a dialog opened from another is usually inside it, or after it).
 */
function topmostModalDialog(): HTMLDialogElement | null {
  const focused = document.activeElement?.closest<HTMLDialogElement>('dialog:modal');
  if (focused) return focused;
  const open = document.querySelectorAll<HTMLDialogElement>('dialog:modal');
  return open[open.length - 1] ?? null;
}

/**
 * Puts the layer where it can be used, and shows it: inside the topmost modal dialog while one is
 * open, since the browser makes everything outside it inert, popovers shown after it included
 * (measured in Chromium: neither hit by the pointer nor focusable); in `<body>` otherwise.
 */
function place(layer: HTMLElement) {
  if (!hasPopovers(layer)) return;
  const parent = topmostModalDialog() ?? document.body;
  // Moving it takes it out of the top layer (the browser hides a popover taken out of the page);
  // shown again, it is the last in, so drawn above the dialog.
  if (layer.parentElement !== parent) parent.append(layer);
  setShown(layer, true);
}

/**
 * The notifications' own element in the top layer, a `popover="manual"` that the region is
 * rendered into (React Aria's portal): shown while a toast is, so it is drawn above the page and
 * above any open dialog, and kept inside the topmost modal dialog while there is one (`place`).
 * Moving the element rather than the React tree keeps the toasts mounted as dialogs open and
 * close: their countdown, hover and focus carry on.
 */
function useTopLayer(visibleKey: string | undefined) {
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);

  useLayoutEffect(() => {
    const element = document.createElement('div');
    element.className = layerClass;
    element.setAttribute('popover', 'manual');
    document.body.append(element);
    setLayer(element);
    return () => {
      element.remove();
      setLayer(null);
    };
  }, []);

  useLayoutEffect(() => {
    if (!layer) return;
    if (visibleKey === undefined) return setShown(layer, false);
    // A new toast is the latest thing on screen: shown again, it goes above whatever reached the top
    // layer since (a menu, say). Not while focus is in it, which hiding would lose.
    if (!layer.contains(document.activeElement)) setShown(layer, false);
    place(layer);
    // Dialogs opening, closing or leaving the page while a toast shows.
    const observer = new MutationObserver(() => place(layer));
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributeFilter: ['open'],
    });
    return () => observer.disconnect();
  }, [layer, visibleKey]);

  return layer;
}

const subscribeToQueue = (listener: () => void) => queue.subscribe(listener);
const getVisibleKey = () => queue.visibleToasts[0]?.key;
const getNoKey = () => undefined;

/**
 * Where toasts appear: render one `<Toaster />` near the root of the page, then call `toast()`
 * (or `useToast().toast`) from anywhere. One toast shows at a time, at the bottom of the screen
 * (bottom right from tablet width), for 5 s unless it says otherwise; the countdown pauses while
 * the pointer is over it or focus is inside. F8 moves focus to it while a toast shows (the region
 * exists only then), swiping it right past 50 px dismisses it, and screen readers announce it
 * (politely, or at once when `destructive`). Notifications live in the top layer (a popover),
 * above the page and above any open dialog; while a modal `<dialog>` is open they are moved inside
 * it, as the rest of the page is inert then, so they can still be hovered, swiped, closed and
 * reached with F8.
 *
 * Built on react-aria-components' toast primitives (`UNSTABLE_ToastRegion`, `UNSTABLE_Toast`,
 * `UNSTABLE_ToastQueue`), which give the landmark region, the hover and focus that pause the
 * countdown, and focus management; the countdowns themselves, the top layer, the F8 shortcut, the
 * swipe gesture, the one-at-a-time replacement and the status/alert roles are added here.
 */
export function Toaster({ labels, className }: ToasterProps) {
  const { region: regionLabel, close } = useLabels(toasterLabels, labels);
  const regionRef = useRef<HTMLDivElement>(null);
  const visibleKey = useSyncExternalStore(subscribeToQueue, getVisibleKey, getNoKey);
  const layer = useTopLayer(visibleKey);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== HOTKEY || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      // The region exists only while a toast is visible.
      if (!regionRef.current) return;
      event.preventDefault();
      regionRef.current.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // Nothing on the server, nor before the layer exists. React Aria's region renders nothing without
  // toasts; it is mounted afresh with each first toast, since the hover and focus it tracks go stale
  // when its element leaves the page under the pointer or with focus inside (no pointerleave or blur
  // comes then), and would otherwise hold the next toast.
  if (!layer || visibleKey === undefined) return null;
  return (
    <PortalProvider getContainer={() => layer}>
      <AriaToastRegion
        queue={queue}
        ref={regionRef}
        aria-label={regionLabel}
        className={clsx(region, className)}
      >
        {({ toast: queued }) => <ToastItem toast={queued} closeLabel={close} />}
      </AriaToastRegion>
    </PortalProvider>
  );
}

/**
 * Closes the toast once it has been on screen for `duration` ms, counted from when it is rendered
 * and only while nothing holds the notifications. Pausing ends the effect, which clears its one
 * timeout, so pausing and resuming any number of times never leaves a timeout behind.
 */
function useCountdown(key: string, duration: number) {
  const isHeld = useSyncExternalStore(queue.subscribeHolds, queue.isHeld, queue.isHeld);
  const remaining = useRef(duration);
  // Without a positive, finite duration the toast stays until it is dismissed.
  const counts = Number.isFinite(duration) && duration > 0;

  useEffect(() => {
    if (!counts || isHeld) return;
    const startedAt = Date.now();
    const timeout = setTimeout(() => queue.close(key), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timeout);
      remaining.current -= Date.now() - startedAt;
    };
  }, [counts, isHeld, key]);
}

/** The custom property `swipeX` is `var(--name)`; the DOM API wants the bare `--name`. */
const swipeProperty = swipeX.replace(/^var\((--[^,)]+).*$/, '$1');

function ToastItem({
  toast: queued,
  closeLabel,
}: {
  toast: QueuedToast<ToastContentData>;
  closeLabel: string;
}) {
  const state = useContext(AriaToastStateContext);
  const { title, description, variant, action, duration } = queued.content;
  const ref = useRef<HTMLDivElement>(null);
  const gesture = useRef<{ pointerId: number; startX: number; startY: number; swiping: boolean } | null>(
    null,
  );
  const [isSwiping, setSwiping] = useState(false);

  useCountdown(queued.key, duration);

  // A toast replaced in the middle of a swipe does not leave the next one paused.
  useEffect(
    () => () => {
      if (gesture.current?.swiping) queue.hold('swipe', false);
    },
    [],
  );

  const close = () => state?.close(queued.key);

  const setOffset = (px: number) => ref.current?.style.setProperty(swipeProperty, `${px}px`);

  const endGesture = (dismissed: boolean) => {
    gesture.current = null;
    setSwiping(false);
    // The countdown paused by the swipe resumes, unless the pointer or focus on the region hold it.
    queue.hold('swipe', false);
    if (dismissed) return close();
    setOffset(0);
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    // Buttons keep their own presses; a swipe starts on the toast's surface or text.
    if (event.button !== 0 || (event.target as Element).closest('button, a')) return;
    gesture.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      swiping: false,
    };
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (!current.swiping) {
      // A mostly vertical movement is a scroll, not a swipe.
      if (Math.abs(dx) < 4 || Math.abs(dx) < Math.abs(dy)) return;
      current.swiping = true;
      setSwiping(true);
      queue.hold('swipe', true);
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // Synthetic pointers (tests, some assistive tools) cannot be captured; the gesture still works.
      }
    }
    // It follows the pointer to the right only: toasts leave towards the edge of the screen.
    setOffset(Math.max(0, dx));
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    endGesture(current.swiping && event.clientX - current.startX > SWIPE_THRESHOLD);
  };

  const onPointerCancel = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (gesture.current?.pointerId === event.pointerId) endGesture(false);
  };

  return (
    <AriaToast
      toast={queued}
      ref={ref}
      className={toastClass({ variant })}
      data-variant={variant}
      data-swiping={isSwiping || undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
    >
      <span className={icon({ variant })}>
        {variant === 'destructive' ? <IconAlert size="1.25rem" /> : <IconInfo size="1.25rem" />}
      </span>
      <div className={main}>
        <AriaToastContent role={variant === 'destructive' ? 'alert' : 'status'} className={contentClass}>
          <Text slot="title" className={titleClass}>
            {title}
          </Text>
          {description && (
            <Text slot="description" className={descriptionClass}>
              {description}
            </Text>
          )}
        </AriaToastContent>
        {action && (
          <Button
            variant="secondary"
            size="sm"
            onPress={() => {
              action.onPress();
              close();
            }}
          >
            {action.label}
          </Button>
        )}
      </div>
      <AriaButton slot="close" aria-label={closeLabel} className={closeButton}>
        <IconClose size="1.25rem" />
      </AriaButton>
    </AriaToast>
  );
}
