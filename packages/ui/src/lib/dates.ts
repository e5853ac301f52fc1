/**
 * Every date the spec shows has one form, en-US long ('May 1, 2024': `DATE_LOCALE` in ./product). The platform's
 * `Intl.DateTimeFormat` would do it, but building one loads ICU's locale and time-zone data on a phone's main
 * thread inside the first render of every page that shows a date (the page-load budgets, bench/README.md). The
 * fixed form needs only the month names; a test holds it equal to `Intl.DateTimeFormat(DATE_LOCALE)` for every month.
 */
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * Formats a date as the spec shows them: en-US, long month, day and year ('May 1, 2024'), in local time.
 * Returns an empty string for a missing or unreadable date rather than 'Invalid Date'.
 */
export function formatLongDate(value: string | number | Date | undefined | null): string {
  if (value === undefined || value === null || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTH_NAMES[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
