import { describe, expect, it } from 'vitest';
import { formatLongDate } from './dates';
import { DATE_LOCALE } from './product';

describe('formatLongDate', () => {
  it('shows the en-US long month, day and year', () => {
    expect(formatLongDate('2024-05-01T12:00:00')).toBe('May 1, 2024');
    expect(formatLongDate(new Date(2024, 11, 25))).toBe('December 25, 2024');
  });

  it('writes every month and day as the platform formatter of DATE_LOCALE does', () => {
    const platform = new Intl.DateTimeFormat(DATE_LOCALE, { year: 'numeric', month: 'long', day: 'numeric' });
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 9, 10, 28]) {
        const date = new Date(2026, month, day, 23, 59);
        expect(formatLongDate(date)).toBe(platform.format(date));
        expect(formatLongDate(date.toISOString())).toBe(platform.format(date));
      }
    }
  });

  it('shows nothing for a missing or unreadable date', () => {
    expect(formatLongDate(undefined)).toBe('');
    expect(formatLongDate('not a date')).toBe('');
  });
});
