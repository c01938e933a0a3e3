import { useEffect, useRef } from 'react';
import { specialOffer } from '../../content/specialOffer';
import { startClock } from './clock';
import type { TimeLeft } from './countdown';
import * as styles from './SpecialOffer.css';

const { units } = specialOffer.countdown;

/**
 * The time left, ticking every second. The prerendered page holds its frame, hidden ('00' in every
 * unit; the page states the end date), and the page's script ticks it without React (clock.ts), so
 * it appears without moving what follows. React never renders the numbers, so hydration never sees
 * a time that has moved on.
 */
export function Countdown({ deadline, onEnd }: { deadline: Date; onEnd: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? startClock(ref.current, onEnd) : undefined), [onEnd]);
  return (
    <div ref={ref} className={styles.countdownFrame} data-countdown={deadline.toISOString()}>
      <p className={styles.countdownLabel} data-countdown-label>
        {specialOffer.countdown.label}
      </p>
      <ol className={styles.countdown} aria-hidden="true">
        {(Object.keys(units) as (keyof TimeLeft)[]).map((unit) => (
          <li key={unit} className={styles.countdownUnit}>
            {/* The clock writes the number; React keeps what it wrote (one level deep). */}
            <span className={styles.countdownValue} data-unit={unit} suppressHydrationWarning>
              00
            </span>
            <span className={styles.countdownName}>{units[unit]}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
