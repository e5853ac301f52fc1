/**
 * D22's window, kept as whole UTC days so a maintained ranking can age by day (ADR 0059): a like counts
 * for trending on the day it is given and the six days after it, i.e. in the last 7 days by the calendar.
 */
export const DAY_MS = 24 * 60 * 60 * 1000;
const TRENDING_WINDOW_DAYS = 7;

/** The UTC day number of an epoch-millisecond time. */
export const dayOf = (time: number): number => Math.floor(time / DAY_MS);

/** The first day whose likes still count at `now`. */
export const windowStartDay = (now: number): number => dayOf(now) - (TRENDING_WINDOW_DAYS - 1);
