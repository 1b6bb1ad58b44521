import { DEFAULT_LOCALE, type Locale, PUBLIC_LABELS } from '@visadesk/contract/plain';
import { officeTimeZone } from './office-time-zone';

/*
 * Dates are shown as "12 Mar 2026" everywhere. The parts come from Intl in en-US (whose short
 * months are the familiar three letters; en-GB now writes "Sept") and are put in day-month-year
 * order by hand, so the result is the same in every browser locale.
 */
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant a value names; undefined when there is none or it cannot be read. */
function readDate(value: string | null | undefined): Date | undefined {
  const date = value ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

function dateParts(date: Date, timeZone?: string, locale: Locale = DEFAULT_LOCALE) {
  // Another language writes the date its own way, with Latin digits: an applicant compares it
  // with their papers and may type it back.
  if (locale !== DEFAULT_LOCALE)
    return new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone,
      numberingSystem: 'latn',
    }).format(date);
  const format = new Intl.DateTimeFormat('en-US', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  });
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}

/**
 * A calendar date (`YYYY-MM-DD`, as the API sends dates of birth and the visa dates) or a
 * timestamp, as "12 Mar 2026"; an em dash when there is none or it cannot be read. A calendar
 * date is never shifted by any time zone; a timestamp is the day it was in the office's zone
 * (office-time-zone.ts), the calendar its visa dates are stamped in, whatever the viewer's.
 */
export function formatDate(
  value: string | null | undefined,
  timeZone = officeTimeZone(),
  locale: Locale = DEFAULT_LOCALE,
): string {
  const isCalendar = CALENDAR_DATE.test(value ?? '');
  const date = readDate(isCalendar ? `${value}T00:00:00Z` : value);
  return date ? dateParts(date, isCalendar ? 'UTC' : timeZone, locale) : PUBLIC_LABELS.common.noValue;
}

/** A timestamp as "12 Mar 2026, 14:05" in the office's time zone (or the one given). */
export function formatDateTime(
  value: string | null | undefined,
  timeZone = officeTimeZone(),
  locale: Locale = DEFAULT_LOCALE,
): string {
  const date = readDate(value);
  if (!date) return PUBLIC_LABELS.common.noValue;
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(date);
  return `${dateParts(date, timeZone, locale)}, ${time}`;
}

/**
 * A zone's offset from UTC at that instant ("GMT+8", "GMT-11", "GMT+5:45"), to say whose clock a
 * time is on. Offsets rather than names like "EST": every browser writes them alike.
 */
export function zoneOffset(value: string, timeZone = officeTimeZone()): string {
  const date = readDate(value);
  if (!date) return '';
  const parts = new Intl.DateTimeFormat('en-US', { timeZoneName: 'shortOffset', timeZone }).formatToParts(
    date,
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** The value an `<input type="date">` accepts: the `YYYY-MM-DD` part, or empty. */
export function toDateInputValue(value: string | null | undefined): string {
  const day = value?.slice(0, 10) ?? '';
  return CALENDAR_DATE.test(day) ? day : '';
}

/** Today as `YYYY-MM-DD` in the viewer's calendar, for the `max` of date-of-birth inputs. */
export function todayInputValue(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
