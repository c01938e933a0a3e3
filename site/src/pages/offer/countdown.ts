/**
 * The moment the special offer ends: the end of its last day in Madrid. The deadline is a day in
 * winter, so Madrid is on CET (UTC+1) then.
 */
export function offerDeadline(lastDay: string): Date {
  const end = new Date(`${lastDay}T00:00:00+01:00`);
  end.setUTCDate(end.getUTCDate() + 1);
  return end;
}

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** What is left until `deadline` at `now`, or null once it has passed. */
export function timeLeft(deadline: Date, now: Date): TimeLeft | null {
  const ms = deadline.getTime() - now.getTime();
  if (ms <= 0) return null;
  const totalSeconds = Math.floor(ms / 1000);
  return {
    days: Math.floor(totalSeconds / 86400),
    hours: Math.floor((totalSeconds % 86400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}
