import { calendarDayIn, DASHBOARD_WEEKS } from '@visadesk/contract';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const utcMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The first minute of calendar day `day` (YYYY-MM-DD) in `timeZone`, as an instant. Found by
 * halving the 28 hours in which any zone's midnight falls (UTC-12 to UTC+14), with the same Intl
 * calendar that dates the visa dates (`calendarDayIn`), so a day here is the day stamped there. A
 * day whose midnight is skipped by a clock change starts at its first existing minute.
 */
export function startOfDayIn(timeZone: string, day: string): Date {
  let before = (utcMidnight(day) - 15 * HOUR_MS) / MINUTE_MS; // still the day before, everywhere
  let onOrAfter = (utcMidnight(day) + 13 * HOUR_MS) / MINUTE_MS; // already the day, everywhere
  while (onOrAfter - before > 1) {
    const middle = Math.floor((before + onOrAfter) / 2);
    if (calendarDayIn(timeZone, new Date(middle * MINUTE_MS)) >= day) onOrAfter = middle;
    else before = middle;
  }
  return new Date(onOrAfter * MINUTE_MS);
}

/** The dashboard's weeks in the office: each Monday's date, and the instants that bound them. */
export interface OfficeWeeks {
  /** The Mondays (YYYY-MM-DD, office calendar) that start the 12 weeks, oldest first. */
  weekStarts: string[];
  /** 13 instants: the start of each week in the office, then the end of the current week. */
  bounds: Date[];
}

/** The last 12 Monday-start weeks of the office's calendar, ending with the week of `now`. */
export function officeWeeks(timeZone: string, now: number): OfficeWeeks {
  const today = utcMidnight(calendarDayIn(timeZone, new Date(now)));
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
  const first = monday - (DASHBOARD_WEEKS - 1) * 7 * DAY_MS;
  const days = Array.from({ length: DASHBOARD_WEEKS + 1 }, (_, i) => isoDay(first + i * 7 * DAY_MS));
  return {
    weekStarts: days.slice(0, DASHBOARD_WEEKS),
    bounds: days.map((day) => startOfDayIn(timeZone, day)),
  };
}
