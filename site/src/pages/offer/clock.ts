import { type TimeLeft, timeLeft } from './countdown';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What a screen reader hears: days and hours, which do not change every second. */
const spoken = ({ days, hours }: TimeLeft) =>
  `${plural(days, 'día', 'días')} y ${plural(hours, 'hora', 'horas')}`;

interface Clock {
  ended: boolean;
  onEnd: Set<() => void>;
}

const clocks = new WeakMap<HTMLElement, Clock>();

/**
 * Ticks the countdown prerendered in `element` (Countdown.tsx) every second, without React: its
 * numbers, and what a screen reader hears (its label, then the days and hours left), from the
 * deadline in its `data-countdown`. Calls `onEnd`
 * once the deadline has passed (at once if it had). One clock per element: the page's script
 * starts it, and the React component that renders it later only adds its `onEnd`. Returns what
 * removes `onEnd`.
 */
export function startClock(element: HTMLElement, onEnd: () => void) {
  let clock = clocks.get(element);
  if (!clock) {
    const started: Clock = { ended: false, onEnd: new Set([onEnd]) };
    clock = started;
    clocks.set(element, started);
    const deadline = new Date(element.dataset.countdown ?? '');
    const values = element.querySelectorAll<HTMLElement>('[data-unit]');
    // The label is in the page: read there, the page's copy stays out of this early script.
    const label = element.querySelector('[data-countdown-label]')?.textContent ?? '';
    let timer = 0;
    const tick = () => {
      const left = timeLeft(deadline, new Date());
      if (!left) {
        window.clearInterval(timer);
        started.ended = true;
        for (const end of started.onEnd) end();
        return;
      }
      for (const value of values)
        value.textContent = String(left[value.dataset.unit as keyof TimeLeft]).padStart(2, '0');
      element.setAttribute('role', 'timer');
      element.setAttribute('aria-label', `${label} ${spoken(left)}`);
      element.dataset.ticking = '';
    };
    tick();
    if (!started.ended) timer = window.setInterval(tick, 1000);
  } else if (clock.ended) onEnd();
  else clock.onEnd.add(onEnd);
  const { onEnd: listeners } = clock;
  return () => void listeners.delete(onEnd);
}
