import { APPLICATION_API, calendarDayIn, MESSAGES } from '@visadesk/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postApplication } from '../../test/application-fixtures.ts';
import { saveOfficeZone } from '../../test/office-zone.ts';
import { useTestApp } from '../../test/test-app.ts';

// Visa dates are calendar days of the office (settings' time zone), not of UTC.
const t = useTestApp();
afterEach(() => vi.useRealTimers());

async function setOfficeZone(timeZone: string | undefined) {
  return saveOfficeZone(t, (await t.createUser('admin')).auth, timeZone);
}

const addApplication = async () => postApplication(t, (await t.createUser('staff')).auth);

describe('the office time zone dates the visa dates', () => {
  // At each instant the office's calendar day differs from UTC's.
  const cases = [
    { timeZone: 'Pacific/Kiritimati', at: '2026-11-23T12:00:00Z', officeDay: '2026-11-24' }, // UTC+14
    { timeZone: 'Pacific/Pago_Pago', at: '2026-11-24T05:00:00Z', officeDay: '2026-11-23' }, // UTC-11
  ];
  for (const { timeZone, at, officeDay } of cases) {
    it(`stamps approve and collect dates with the day in ${timeZone}, the day the history shows`, async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(at));
      expect(at.slice(0, 10)).not.toBe(officeDay);
      expect((await setOfficeZone(timeZone)).json()).toMatchObject({ timeZone });
      const created = await addApplication();
      const approver = await t.createUser('approver');

      const approved = await t.inject({
        method: 'PUT',
        url: APPLICATION_API.approve(created._id),
        headers: approver.auth,
      });
      expect(approved.json()).toMatchObject({ isStatus: 'approved', approve: officeDay });
      const pending = await t.inject({
        method: 'PUT',
        url: APPLICATION_API.pending(created._id),
        headers: approver.auth,
      });
      expect(pending.json()).toMatchObject({ isStatus: 'pending', pending: officeDay });

      const history = await t.inject({
        method: 'GET',
        url: APPLICATION_API.history(created._id),
        headers: approver.auth,
      });
      const changes: { at: string }[] = history.json().statusChanges;
      expect(changes).toHaveLength(2);
      for (const change of changes) expect(calendarDayIn(timeZone, new Date(change.at))).toBe(officeDay);
    });
  }

  it("uses the server's own zone until an admin chooses one, and refuses a zone that does not exist", async () => {
    const bad = await setOfficeZone('Mars/Olympus_Mons');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'timeZone', message: MESSAGES.settings.invalidTimeZone }]);

    expect((await setOfficeZone(undefined)).json().timeZone).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
  });
});
