import { calendarDayIn } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { officeWeeks, startOfDayIn } from './office-weeks.ts';

describe('startOfDayIn', () => {
  it.each([
    ['UTC', '2026-11-24', '2026-11-24T00:00:00.000Z'],
    ['Pacific/Kiritimati', '2026-11-24', '2026-11-23T10:00:00.000Z'], // UTC+14
    ['Pacific/Pago_Pago', '2026-11-24', '2026-11-24T11:00:00.000Z'], // UTC-11
    ['Asia/Kathmandu', '2026-11-24', '2026-11-23T18:15:00.000Z'], // UTC+5:45
    ['Europe/London', '2026-07-01', '2026-06-30T23:00:00.000Z'], // summer time
    // Santiago's clocks went from 00:00 to 01:00 on 6 September 2026: the day began at 01:00.
    ['America/Santiago', '2026-09-06', '2026-09-06T04:00:00.000Z'],
  ])('%s: %s begins at %s', (zone, day, instant) => {
    const start = startOfDayIn(zone, day);
    expect(start.toISOString()).toBe(instant);
    expect(calendarDayIn(zone, start)).toBe(day);
    expect(calendarDayIn(zone, new Date(start.getTime() - 60_000))).not.toBe(day);
  });
});

describe('officeWeeks', () => {
  it.each([
    // Sunday 23:30 UTC: still Sunday in UTC and Pago Pago, Monday in Kiritimati.
    ['UTC', '2026-11-22T23:30:00Z', '2026-11-16'],
    ['Pacific/Pago_Pago', '2026-11-22T23:30:00Z', '2026-11-16'],
    ['Pacific/Kiritimati', '2026-11-22T23:30:00Z', '2026-11-23'],
    // Monday 05:00 UTC: Monday in UTC, still Sunday in Pago Pago.
    ['Pacific/Pago_Pago', '2026-11-23T05:00:00Z', '2026-11-16'],
    ['UTC', '2026-01-01T08:00:00Z', '2025-12-29'],
  ])('in %s at %s the current week starts on %s', (zone, at, monday) => {
    const { weekStarts, bounds } = officeWeeks(zone, Date.parse(at));
    expect(weekStarts).toHaveLength(12);
    expect(bounds).toHaveLength(13);
    expect(weekStarts.at(-1)).toBe(monday);
    for (const [i, start] of weekStarts.entries()) {
      expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(1);
      expect(bounds[i]?.toISOString()).toBe(startOfDayIn(zone, start).toISOString());
    }
    // The last bound ends the current week: the instant `at` lies in the last interval.
    expect(Date.parse(at)).toBeGreaterThanOrEqual(bounds[11]?.getTime() ?? Number.NaN);
    expect(Date.parse(at)).toBeLessThan(bounds[12]?.getTime() ?? Number.NaN);
  });
});
