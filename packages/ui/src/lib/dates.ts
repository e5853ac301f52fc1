import { DATE_LOCALE } from './product';

const longDate = new Intl.DateTimeFormat(DATE_LOCALE, { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * Formats a date as the spec shows them: en-US, long month, day and year ('May 1, 2024').
 * Returns an empty string for a missing or unreadable date rather than 'Invalid Date'.
 */
export function formatLongDate(value: string | number | Date | undefined | null): string {
  if (value === undefined || value === null || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return longDate.format(date);
}
