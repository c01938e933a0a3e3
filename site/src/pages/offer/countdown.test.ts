import { describe, expect, test } from 'vitest';
import { offerDeadline, timeLeft } from './countdown';

describe('the special offer countdown', () => {
  const deadline = offerDeadline('2026-12-31');

  test('the offer ends at midnight in Madrid after its last day', () => {
    expect(deadline.toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  test('counts days, hours, minutes and seconds', () => {
    expect(timeLeft(deadline, new Date('2026-11-23T10:00:00Z'))).toEqual({
      days: 38,
      hours: 13,
      minutes: 0,
      seconds: 0,
    });
    expect(timeLeft(deadline, new Date('2026-12-31T22:58:30Z'))).toEqual({
      days: 0,
      hours: 0,
      minutes: 1,
      seconds: 30,
    });
  });

  test('is over from the deadline on', () => {
    expect(timeLeft(deadline, deadline)).toBeNull();
    expect(timeLeft(deadline, new Date('2027-01-15T12:00:00Z'))).toBeNull();
  });
});
