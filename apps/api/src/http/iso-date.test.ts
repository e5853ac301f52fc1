import { describe, expect, it } from 'vitest';
import { formatIsoDate } from './iso-date.js';

describe('formatIsoDate', () => {
  it('writes what Date#toISOString writes, across leap years, month ends and the epoch', () => {
    const samples = [
      0,
      -1,
      951_782_400_000, // 2000-02-29
      951_868_799_999, // 2000-02-29T23:59:59.999Z
      4_107_542_399_999, // 2100-02-28T23:59:59.999Z
      Date.UTC(1000, 0, 1),
      Date.UTC(9999, 11, 31, 23, 59, 59, 999),
    ];
    // A walk over 300 years in steps just short of a week, so each lands on another weekday, hour and millisecond.
    for (let ms = Date.UTC(1800, 0, 1); ms < Date.UTC(2100, 0, 1); ms += 604_799_931) samples.push(ms);
    for (const ms of samples) expect(formatIsoDate(ms)).toBe(new Date(ms).toISOString());
  });

  it('leaves years outside 1000-9999, fractions and non-dates to Date', () => {
    expect(formatIsoDate(Date.UTC(999, 11, 31))).toBe(new Date(Date.UTC(999, 11, 31)).toISOString());
    expect(formatIsoDate(Date.UTC(10_000, 0, 1))).toBe('+010000-01-01T00:00:00.000Z');
    expect(formatIsoDate(1.5)).toBe(new Date(1.5).toISOString());
    expect(() => formatIsoDate(Number.NaN)).toThrow(RangeError);
  });
});
