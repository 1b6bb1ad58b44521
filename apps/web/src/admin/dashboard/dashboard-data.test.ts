import { MESSAGES } from '@visadesk/contract/plain';
import { describe, expect, it } from 'vitest';
import { dashboardErrorMessage, statusRows, weekLabel } from './dashboard-data';

describe('dashboardErrorMessage', () => {
  it("gives the spec's three dashboard fetch messages", () => {
    expect(dashboardErrorMessage({ kind: 'server', status: 500 })).toBe(MESSAGES.dashboard.serverError);
    expect(dashboardErrorMessage({ kind: 'no-response' })).toBe(MESSAGES.dashboard.noResponse);
    expect(dashboardErrorMessage({ kind: 'other' })).toBe(MESSAGES.dashboard.setupError);
  });
});

describe('weekLabel', () => {
  it('names a week by its first day, without the year', () => {
    expect(weekLabel('2026-03-02')).toBe('2 Mar');
    expect(weekLabel('2025-12-29')).toBe('29 Dec');
  });
});

describe('statusRows', () => {
  it('lists Pending, Approved and Rejected with counts and shares adding up to 100', () => {
    expect(statusRows({ pending: 10, approved: 5, rejected: 5 })).toEqual([
      { status: 'pending', label: 'Pending', count: 10, share: '50%' },
      { status: 'approved', label: 'Approved', count: 5, share: '25%' },
      { status: 'rejected', label: 'Rejected', count: 5, share: '25%' },
    ]);
  });

  it('reads equal counts as equal shares, and a small count as under 1%', () => {
    expect(statusRows({ pending: 4, approved: 4, rejected: 4 }).map((row) => row.share)).toEqual([
      '33%',
      '33%',
      '33%',
    ]);
    expect(statusRows({ pending: 998, approved: 1, rejected: 1 }).map((row) => row.share)).toEqual([
      '>99%',
      '<1%',
      '<1%',
    ]);
  });
});
