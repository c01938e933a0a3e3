import { useEffect, useState } from 'react';
import { specialOffer } from '../../content/specialOffer';
import { type TimeLeft, timeLeft } from './countdown';
import * as styles from './SpecialOffer.css';

const { units } = specialOffer.countdown;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What a screen reader hears: days and hours, which do not change every second. */
const spoken = ({ days, hours }: TimeLeft) =>
  `${plural(days, 'día', 'días')} y ${plural(hours, 'hora', 'horas')}`;

/**
 * The time left, ticking every second. It is rendered only in the browser (the prerendered page
 * states the end date instead), so hydration never sees a time that has moved on. Until then it
 * keeps its place, empty and hidden, so that it appears without moving what follows.
 */
export function Countdown({ deadline, onEnd }: { deadline: Date; onEnd: () => void }) {
  const [left, setLeft] = useState<TimeLeft | null | undefined>(undefined);
  useEffect(() => {
    const tick = () => {
      const next = timeLeft(deadline, new Date());
      setLeft(next);
      if (!next) onEnd();
      return next;
    };
    if (!tick()) return;
    const timer = window.setInterval(() => {
      if (!tick()) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline, onEnd]);

  if (left === null) return null;
  const clock = (
    <>
      <p className={styles.countdownLabel}>{specialOffer.countdown.label}</p>
      <ol className={styles.countdown} aria-hidden="true">
        {(Object.keys(units) as (keyof TimeLeft)[]).map((unit) => (
          <li key={unit} className={styles.countdownUnit}>
            <span className={styles.countdownValue}>{left ? String(left[unit]).padStart(2, '0') : '00'}</span>
            <span className={styles.countdownName}>{units[unit]}</span>
          </li>
        ))}
      </ol>
    </>
  );
  if (!left) return <div className={styles.countdownPending}>{clock}</div>;
  return (
    <div role="timer" aria-label={`${specialOffer.countdown.label} ${spoken(left)}`}>
      {clock}
    </div>
  );
}
