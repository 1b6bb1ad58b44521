import {
  APPLICATION_API,
  type ApplicationList,
  addDays,
  CATALOGUE_API,
  calendarDayIn,
  type Dashboard,
  EXPIRING_WITHIN,
  MESSAGES,
  SEARCH_MATCHES_LISTED,
} from '@visadesk/contract';
import { applicantFields, multipartForm } from '@visadesk/test-harness';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '../../db/schema.ts';
import { postApplication, putApplicationFields } from '../../test/application-fixtures.ts';
import { saveOfficeZone } from '../../test/office-zone.ts';
import { useTestApp } from '../../test/test-app.ts';

// The passport, visa and work-permit expiry dates: saved and answered, the list's "expiring
// within N days" in the office's calendar, its order by the nearest deadline, and the dashboard's
// "falling due". On both engines.
const M = MESSAGES.applications;
const t = useTestApp();
const staff = t.signedIn('staff');
const admin = t.signedIn('admin');

async function setOfficeZone(timeZone: string) {
  expect((await saveOfficeZone(t, admin.auth, timeZone)).statusCode).toBe(200);
}

const put = (id: string, fields: Record<string, string>) => putApplicationFields(t, staff.auth, id, fields);

async function list(query: string): Promise<ApplicationList> {
  const res = await t.inject({ method: 'GET', url: `${APPLICATION_API.list}?${query}`, headers: staff.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Sets the three dates of the application of `passport` (null: none). */
const setDates = (passport: string, passportExpiry: string | null, visaExpiry = null, permitExpiry = null) =>
  t.db.execute(sql`update ${applications} set passport_expiry = ${passportExpiry}, visa_expiry = ${visaExpiry},
    permit_expiry = ${permitExpiry} where passport = ${passport}`);

describe('the expiry dates of an application', () => {
  it('are saved by add and edit, answered, cleared when empty and kept when left out', async () => {
    const added = await postApplication(t, staff.auth, {
      passportExpiry: '2031-05-20',
      visaExpiry: '2027-01-31',
      permitExpiry: '',
    });
    expect(added).toMatchObject({
      passportExpiry: '2031-05-20',
      visaExpiry: '2027-01-31',
      permitExpiry: null,
    });
    const { passportExpiry: _, ...withoutPassportExpiry } = applicantFields({
      passport: added.passport,
      email: added.email,
      nationalId: added.nationalId,
      visaExpiry: '',
      permitExpiry: ' 2028-02-29 ',
    });
    const edited = await put(added._id, withoutPassportExpiry);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      passportExpiry: '2031-05-20',
      visaExpiry: null,
      permitExpiry: '2028-02-29',
    });
    const read = await t.inject({ method: 'GET', url: APPLICATION_API.get(added._id), headers: staff.auth });
    expect(read.json()).toMatchObject({
      passportExpiry: '2031-05-20',
      visaExpiry: null,
      permitExpiry: '2028-02-29',
    });
    const listed = (await list(`search=${added.passport}`)).applications[0];
    expect(listed).toMatchObject({ passportExpiry: '2031-05-20', permitExpiry: '2028-02-29' });
  });

  it('refuses an expiry before the date of birth, and a date that is none, naming the field', async () => {
    const refused = async (fields: Record<string, string>) => {
      const res = await t.inject({
        method: 'POST',
        url: APPLICATION_API.create,
        headers: staff.auth,
        payload: multipartForm(applicantFields({ dob: '1990-04-12', ...fields }), {}) as unknown as string,
      });
      expect(res.statusCode).toBe(400);
      return res.json().message;
    };
    expect(await refused({ visaExpiry: '1990-04-11' })).toBe(M.expiryBeforeBirth('visa expiry date'));
    expect(await refused({ permitExpiry: '2027-02-30' })).toBe(M.invalidField('work permit expiry date'));
    expect(await refused({ passportExpiry: '2101-01-01' })).toBe(M.invalidField('passport expiry date'));
    const { _id } = await postApplication(t, staff.auth);
    const edit = await put(_id, applicantFields({ passportExpiry: '1980-01-01' }));
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe(M.expiryBeforeBirth('passport expiry date'));
  });
});

describe('the list expiring within N days, in the office calendar', () => {
  it('lists the nearest deadlines on or before today + N there, the overdue too, and sorts them', async () => {
    // Kiritimati (UTC+14) and Pago Pago (UTC-11) are 25 hours apart: never on the same day.
    const kiritimati = calendarDayIn('Pacific/Kiritimati');
    const pagoPago = calendarDayIn('Pacific/Pago_Pago');
    expect(kiritimati > pagoPago).toBe(true);
    const rows: [string, string | null][] = [
      ['DLN000001', addDays(kiritimati, 30)], // the last day in Kiritimati; past it in Pago Pago
      ['DLN000002', addDays(kiritimati, 31)], // never within 30 days
      ['DLN000003', addDays(pagoPago, -400)], // long overdue
      ['DLN000004', addDays(pagoPago, 30)], // the last day in Pago Pago; within it in Kiritimati
      ['DLN000005', null], // no deadline at all
      ['DLN000006', addDays(pagoPago, 30)], // the same day as 4, added later
    ];
    for (const [i, [passport, expiry]] of rows.entries()) {
      await postApplication(t, staff.auth, { passport, email: `dln${i}@mail.test`, nationalId: `DLN${i}` });
      await setDates(passport, expiry);
    }
    const listed = async (query: string) =>
      (await list(`search=DLN0000&${query}`)).applications.map((a) => Number(a.passport.slice(-1)));

    await setOfficeZone('Pacific/Kiritimati');
    expect(await listed('expiringWithin=30')).toEqual([6, 4, 3, 1]);
    expect((await list('search=DLN0000&expiringWithin=30')).today).toBe(kiritimati);
    expect(await listed('expiringWithin=30&sort=deadline')).toEqual([3, 6, 4, 1]);
    await setOfficeZone('Pacific/Pago_Pago');
    expect(await listed('expiringWithin=30&sort=deadline')).toEqual([3, 6, 4]);
    expect(await listed('expiringWithin=0')).toEqual([3]);
    // Nearest first, newest first within a day, those without any expiry last.
    expect(await listed('sort=deadline')).toEqual([3, 6, 4, 1, 2, 5]);
    // Without a term, the filtered list in its order comes from the deadline range.
    const all = await list('expiringWithin=30&sort=deadline');
    expect(all.applications.map((a) => a.passport).filter((p) => p.startsWith('DLN'))).toEqual([
      'DLN000003',
      'DLN000006',
      'DLN000004',
    ]);
    expect(all.totalApplication).toBe(all.applications.length);
    await setOfficeZone('UTC');
  });

  it('refuses a number of days that is none or past a year', async () => {
    for (const days of ['-1', `${EXPIRING_WITHIN.max + 1}`, 'abc', '', '1.5']) {
      const res = await t.inject({
        method: 'GET',
        url: `${APPLICATION_API.list}?expiringWithin=${days}`,
        headers: staff.auth,
      });
      expect(res.statusCode, days).toBe(400);
      expect(res.json().message).toContain(M.invalidExpiringWithin(EXPIRING_WITHIN.max));
    }
    expect((await list(`expiringWithin=${EXPIRING_WITHIN.max}`)).today).toBeTruthy();
  });
});

describe('the dashboard: falling due', () => {
  it('counts and lists what falls due in the next 30 office days, overdue first', async () => {
    await setOfficeZone('Pacific/Kiritimati');
    const today = calendarDayIn('Pacific/Kiritimati');
    const { _id: soon } = await postApplication(t, staff.auth, {
      passport: 'FDU000001',
      email: 'fdu1@mail.test',
    });
    const { _id: overdue } = await postApplication(t, staff.auth, {
      passport: 'FDU000002',
      email: 'fdu2@mail.test',
    });
    await postApplication(t, staff.auth, { passport: 'FDU000003', email: 'fdu3@mail.test' });
    await t.db.execute(
      sql`update ${applications} set passport_expiry = null, visa_expiry = null, permit_expiry = null`,
    );
    await setDates('FDU000001', addDays(today, 40), null, null);
    await t.db.execute(
      sql`update ${applications} set visa_expiry = ${addDays(today, 30)} where passport = 'FDU000001'`,
    );
    await setDates('FDU000002', addDays(today, -1));
    await setDates('FDU000003', addDays(today, 31));
    const res = await t.inject({ method: 'GET', url: CATALOGUE_API.dashboard.get, headers: staff.auth });
    const { fallingDue } = res.json() as Dashboard;
    expect(fallingDue).toEqual({
      today,
      until: addDays(today, 30),
      count: 2,
      moreThan: false,
      applications: [
        expect.objectContaining({ _id: overdue, document: 'passportExpiry', date: addDays(today, -1) }),
        expect.objectContaining({ _id: soon, document: 'visaExpiry', date: addDays(today, 30) }),
      ],
    });
    // The list the card links to lists the same applications.
    const linked = await list(`expiringWithin=${EXPIRING_WITHIN.dashboard}&sort=deadline`);
    expect(linked.applications.map((a) => a._id)).toEqual([overdue, soon]);
    await setOfficeZone('UTC');
  });
});

describe('more falling due than the list lists', () => {
  it('lists the first of them in the deadline order, and says there are more', async () => {
    const found = (await t.db.execute(sql`select id from users limit 1`)) as unknown as {
      rows: { id: string }[];
    };
    const userId = found.rows[0]?.id;
    // Only these count: earlier tests' deadlines are days of the office's zone, which near
    // midnight UTC fall among these (days of the database's).
    await t.db.execute(
      sql`update ${applications} set passport_expiry = null, visa_expiry = null, permit_expiry = null`,
    );
    // 1,005 applications with a deadline, one each day from 1,000 days ago, all overdue.
    await t.db.execute(sql`insert into applications (id, surname, given_n, sex, birth_city, current_n, dob,
        identification, national_id, company, duty_duration, job_title, salary, passport, issued_country,
        phone, email, is_status, created_by, passport_expiry)
      select 'ffffffff' || lpad(to_hex(g), 16, '0'), 'Bulk', 'Due', 'Male', 'City', 'IN', '1970-01-01', 'Mark',
        'BLK' || g, 'Company', '2 years', 'Worker', '3000', 'BLK' || lpad(g::text, 6, '0'), 'IN', '15550000',
        'bulk' || g || '@x.test', 'pending', ${userId}, current_date - 1000 + g
      from generate_series(1, 1005) g`);
    const first = await list('expiringWithin=30&sort=deadline&limit=100');
    expect(first).toMatchObject({ totalApplication: SEARCH_MATCHES_LISTED, moreThan: true });
    expect(first.applications.slice(0, 2).map((a) => a.passport)).toEqual(['BLK000001', 'BLK000002']);
    const last = await list('expiringWithin=30&sort=deadline&limit=100&page=10');
    expect(last.applications.at(-1)?.passport).toBe('BLK001000');
    expect((await list('expiringWithin=30&sort=deadline&limit=100&page=11')).applications).toEqual([]);
    await t.db.execute(sql`delete from applications where passport like 'BLK%'`);
  });
});

/** The plan of a page of the filtered list in the deadline order, far from its start. */
async function deadlinePlan(): Promise<string> {
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`);
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(
      sql`explain select id from applications where next_deadline <= '2030-01-01'::date
        order by next_deadline asc nulls last, id desc limit 10 offset 500`,
    )) as unknown as { rows: Record<string, string>[] };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

describe('the index of the deadline order', () => {
  it('reads the filtered list by deadline from applications_next_deadline_idx, without sorting', async () => {
    const explained = await deadlinePlan();
    expect(explained).toMatch(/Index (Only )?Scan using applications_next_deadline_idx/);
    expect(explained).not.toMatch(/Sort/);
  });
});

describe('/api/docs', () => {
  it('describes the expiry dates, expiringWithin, the deadline order and falling due', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const list = doc.paths[APPLICATION_API.list].get;
    const parameters = Object.fromEntries(
      (list.parameters as { name: string; description?: string; schema: { enum?: string[] } }[]).map((p) => [
        p.name,
        p,
      ]),
    );
    expect(parameters.expiringWithin?.description).toContain('office');
    expect(parameters.sort?.schema.enum).toContain('deadline');
    const record = list.responses['200'].content['application/json'].schema.properties.applications.items;
    expect(Object.keys(record.properties)).toEqual(
      expect.arrayContaining(['passportExpiry', 'visaExpiry', 'permitExpiry']),
    );
    const dashboard = doc.paths[CATALOGUE_API.dashboard.get].get.responses['200'].content['application/json'];
    expect(dashboard.schema.properties.fallingDue.properties).toHaveProperty('applications');
  });
});
