// Every date in an answer is an ISO 8601 string made from a stored epoch in milliseconds. A discussion page
// writes two per comment, and `new Date(ms).toISOString()` was the largest item of the app's own code in the
// comment read's CPU profile: this does the same arithmetic without a Date object (ADR 0068).

const MS_PER_DAY = 86_400_000;
/** Days from 0000-03-01 to 1970-01-01 in the proleptic Gregorian calendar. */
const EPOCH_SHIFT_DAYS = 719_468;
const DAYS_PER_ERA = 146_097;

function twoDigits(value: number): string {
  return value < 10 ? `0${value}` : `${value}`;
}

function threeDigits(value: number): string {
  return value < 10 ? `00${value}` : value < 100 ? `0${value}` : `${value}`;
}

/**
 * Exactly `new Date(epochMs).toISOString()` for the years 1000 to 9999 (H. Hinnant's civil_from_days);
 * anything else goes to Date, which also throws the same RangeError for a value that is no date.
 */
export function formatIsoDate(epochMs: number): string {
  if (!Number.isInteger(epochMs)) return new Date(epochMs).toISOString();
  const days = Math.floor(epochMs / MS_PER_DAY);
  let rest = epochMs - days * MS_PER_DAY;
  const shifted = days + EPOCH_SHIFT_DAYS;
  const era = Math.floor(shifted / DAYS_PER_ERA);
  const dayOfEra = shifted - era * DAYS_PER_ERA;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 1000 || year > 9999) return new Date(epochMs).toISOString();
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  const milliseconds = rest - seconds * 1000;
  return (
    `${year}-${twoDigits(month)}-${twoDigits(day)}T${twoDigits(hours)}:${twoDigits(minutes)}:` +
    `${twoDigits(seconds)}.${threeDigits(milliseconds)}Z`
  );
}
