import { describe, expect, test } from 'vitest';
import { isLowEndDevice } from './motion';

const device = ({ cores = 8, network = '4g', phone = false } = {}) =>
  [
    { hardwareConcurrency: cores, connection: { effectiveType: network } } as unknown as Navigator,
    ((query: string) => ({
      matches: phone && query.includes('pointer: coarse'),
    })) as unknown as typeof matchMedia,
  ] as const;

describe('low-end devices get short animations', () => {
  test('a desktop with many cores on a fast network is not one', () => {
    expect(isLowEndDevice(...device())).toBe(false);
  });

  test('a phone, 2 or fewer cores, or a 2g connection each make one', () => {
    expect(isLowEndDevice(...device({ phone: true }))).toBe(true);
    expect(isLowEndDevice(...device({ cores: 2 }))).toBe(true);
    expect(isLowEndDevice(...device({ network: '2g' }))).toBe(true);
    expect(isLowEndDevice(...device({ network: 'slow-2g' }))).toBe(true);
  });
});
