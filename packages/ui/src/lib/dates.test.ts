import { describe, expect, it } from 'vitest';
import { formatLongDate } from './dates';

describe('formatLongDate', () => {
  it('shows the en-US long month, day and year', () => {
    expect(formatLongDate('2024-05-01T12:00:00')).toBe('May 1, 2024');
    expect(formatLongDate(new Date(2024, 11, 25))).toBe('December 25, 2024');
  });

  it('shows nothing for a missing or unreadable date', () => {
    expect(formatLongDate(undefined)).toBe('');
    expect(formatLongDate('not a date')).toBe('');
  });
});
