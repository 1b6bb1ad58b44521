import { LABELS } from '@visadesk/contract/plain';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, toDateInputValue, todayInputValue, zoneOffset } from './dates';
import { officeTimeZone, setOfficeTimeZone } from './office-time-zone';

afterEach(() => setOfficeTimeZone(undefined));

describe('formatDate', () => {
  it('shows a calendar date as day, short month and year without shifting it', () => {
    expect(formatDate('2026-03-12')).toBe('12 Mar 2026');
    expect(formatDate('2026-09-01')).toBe('1 Sep 2026');
    expect(formatDate('1975-01-01')).toBe('1 Jan 1975');
  });

  it('shows the date of a timestamp', () => {
    expect(formatDate('2026-11-22T10:00:00.000Z')).toMatch(/^2[12] Nov 2026$/);
  });

  it('shows an em dash for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe(LABELS.common.noValue);
    expect(formatDate(undefined)).toBe(LABELS.common.noValue);
    expect(formatDate('')).toBe(LABELS.common.noValue);
    expect(formatDate('not a date')).toBe(LABELS.common.noValue);
    expect(LABELS.common.noValue).toBe('\u2014');
  });
});

describe('formatDateTime', () => {
  it('adds the 24-hour time in the given time zone', () => {
    expect(formatDateTime('2026-03-12T14:05:09.000Z', 'UTC')).toBe('12 Mar 2026, 14:05');
    expect(formatDateTime('2026-03-12T23:30:00.000Z', 'Asia/Kolkata')).toBe('13 Mar 2026, 05:00');
  });

  it('shows an em dash when there is no timestamp', () => {
    expect(formatDateTime(null)).toBe(LABELS.common.noValue);
    expect(formatDateTime('garbage')).toBe(LABELS.common.noValue);
  });
});

describe("timestamps are shown in the office's time zone", () => {
  // 23:30 UTC on 23 November: 24 November in Kiritimati (UTC+14), still 23 November in Pago Pago
  // (UTC-11) and Manila's 24 November at 07:30. One instant, three office days: the viewer's zone
  // (whatever this machine's is) cannot be all of them.
  const at = '2026-11-23T23:30:00.000Z';
  it.each([
    ['Pacific/Kiritimati', '24 Nov 2026, 13:30', '24 Nov 2026', 'GMT+14'],
    ['Pacific/Pago_Pago', '23 Nov 2026, 12:30', '23 Nov 2026', 'GMT-11'],
    ['Asia/Manila', '24 Nov 2026, 07:30', '24 Nov 2026', 'GMT+8'],
  ])('with the office in %s, %s', (zone, dateTime, date, offset) => {
    setOfficeTimeZone(zone);
    expect(formatDateTime(at)).toBe(dateTime);
    expect(formatDate(at)).toBe(date);
    expect(zoneOffset(at)).toBe(offset);
  });

  it('never shifts a calendar date, whatever the office zone', () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      setOfficeTimeZone(zone);
      expect(formatDate('2026-11-24')).toBe('24 Nov 2026');
    }
  });

  it("keeps the viewer's zone until a zone this browser knows is set", () => {
    setOfficeTimeZone('Asia/Manila');
    setOfficeTimeZone('Not/AZone');
    expect(officeTimeZone()).toBeUndefined();
    expect(formatDateTime(at)).toBe(formatDateTime(at, Intl.DateTimeFormat().resolvedOptions().timeZone));
  });
});

describe('toDateInputValue', () => {
  it('prefills a date input from a calendar date or a timestamp', () => {
    expect(toDateInputValue('1990-04-16')).toBe('1990-04-16');
    expect(toDateInputValue('1990-04-16T00:00:00.000Z')).toBe('1990-04-16');
  });

  it('leaves the input empty for anything else', () => {
    expect(toDateInputValue(null)).toBe('');
    expect(toDateInputValue('16/04/1990')).toBe('');
  });
});

describe('todayInputValue', () => {
  it('formats the local date with zero padding', () => {
    expect(todayInputValue(new Date(2026, 0, 5, 12))).toBe('2026-01-05');
  });
});
