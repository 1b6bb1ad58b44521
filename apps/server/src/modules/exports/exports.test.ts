// The list as a file: every match (past the list's 1,000), both formats, compared row by row with
// the list; formulas neutralised, the phone kept; admins and approvers only; each export recorded.
import {
  APPLICATION_API,
  APPLICATION_EXPORT_COLUMNS,
  type Application,
  type ApplicationList,
  countryName,
  PAGE_SIZE,
  SEARCH_MATCHES_LISTED,
} from '@visadesk/contract';
import { parse } from 'csv-parse/sync';
import { desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedBenchApplications } from '../../../../../bench/seed.ts';
import { applicationExports, applications } from '../../db/schema.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const admin = t.signedIn('admin');
const approver = t.signedIn('approver');
const staff = t.signedIn('staff');
const SEEDED = 3_300;
const PHONE = '+971501234567';
const labels = APPLICATION_EXPORT_COLUMNS.map(({ label }) => label);
const column = (field: string) => APPLICATION_EXPORT_COLUMNS.findIndex((c) => c.field === field);

beforeAll(async () => {
  await seedBenchApplications(t.db, SEEDED, admin.user._id);
  const [newest] = await t.db
    .select({ id: applications.id })
    .from(applications)
    .orderBy(desc(applications.id))
    .limit(1);
  await t.db
    .update(applications)
    .set({ identification: '=HYPERLINK("http://evil.test")', birthCity: '@SUM(1)', phone: PHONE })
    .where(eq(applications.id, newest?.id ?? ''));
}, 60_000);

const exportOf = (query: string, headers: Record<string, string> = admin.auth) =>
  t.inject({ method: 'GET', url: `${APPLICATION_API.export}?${query}`, headers });

/** Every application the list lists for `query`, page by page. */
async function listed(query: string): Promise<ApplicationList & { all: Application[] }> {
  const all: Application[] = [];
  for (let page = 1; ; page++) {
    const res = await t.inject({
      method: 'GET',
      url: `${APPLICATION_API.list}?${query}&limit=${PAGE_SIZE.max}&page=${page}`,
      headers: admin.auth,
    });
    const body = res.json() as ApplicationList;
    all.push(...body.applications);
    if (page >= body.totalPages) return { ...body, all };
  }
}

/** An application as its export row shows it (CSV: every text cell neutralised). */
const expectedRow = (a: Application, neutralisePhone: boolean) => ({
  [labels[column('reference')] as string]: a.reference,
  [labels[column('surname')] as string]: a.surname,
  [labels[column('passport')] as string]: a.passport,
  [labels[column('currentN')] as string]: countryName(a.currentN),
  [labels[column('isStatus')] as string]: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' }[
    a.isStatus
  ],
  [labels[column('phone')] as string]: neutralisePhone && a.phone.startsWith('+') ? `'${a.phone}` : a.phone,
});

const csvRows = (body: Buffer) => parse(body, { bom: true, columns: true }) as Record<string, string>[];

async function xlsxRows(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: ExcelJS.CellValue[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return rows;
}

describe('GET exportApplications', () => {
  it('writes every application as CSV with a BOM, each row as the list has it', async () => {
    const res = await exportOf('format=csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.body.split('\r\n')[0]).toContain(labels.join(','));
    const rows = csvRows(res.rawPayload);
    const { all } = await listed('');
    expect(rows).toHaveLength(SEEDED);
    expect(rows.map((row) => row[labels[column('passport')] as string])).toEqual(all.map((a) => a.passport));
    for (const [i, a] of all.entries()) expect(rows[i]).toMatchObject(expectedRow(a, true));
    expect(rows[0]?.[labels[column('dob')] as string]).toBe(all[0]?.dob);
  });

  it('neutralises formulas and keeps the phone number as text in XLSX, dates as dates', async () => {
    const csv = csvRows((await exportOf('format=csv')).rawPayload)[0];
    expect(csv?.[labels[column('identification')] as string]).toBe(`'=HYPERLINK("http://evil.test")`);
    expect(csv?.[labels[column('birthCity')] as string]).toBe("'@SUM(1)");
    const res = await exportOf('format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const [header, first] = await xlsxRows(res.rawPayload);
    expect(header).toEqual(labels);
    expect(first?.[column('identification')]).toBe(`'=HYPERLINK("http://evil.test")`);
    expect(first?.[column('phone')]).toBe(PHONE);
    const dob = first?.[column('dob')];
    expect(dob).toBeInstanceOf(Date);
    const { all } = await listed('');
    expect((dob as Date).toISOString().slice(0, 10)).toBe(all[0]?.dob);
  });

  it('writes every match of a filtered list, past the 1,000 the list shows, in both formats', async () => {
    const query = 'search=example&status=approved';
    const list = await listed(query);
    expect(list.moreThan).toBe(true);
    const n = await t.db.$count(applications, eq(applications.isStatus, 'approved'));
    expect(n).toBeGreaterThan(SEARCH_MATCHES_LISTED);
    const rows = csvRows((await exportOf(`format=csv&${query}`)).rawPayload);
    expect(rows).toHaveLength(n);
    const byPassport = new Map(rows.map((row) => [row[labels[column('passport')] as string], row]));
    for (const a of list.all) expect(byPassport.get(a.passport)).toMatchObject(expectedRow(a, true));
    const sheet = await xlsxRows((await exportOf(`format=xlsx&status=pending&sort=name`)).rawPayload);
    const pending = await listed('status=pending');
    expect(sheet).toHaveLength(pending.totalApplication + 1);
    expect(new Set(sheet.slice(1).map((row) => row[column('isStatus')]))).toEqual(new Set(['Pending']));
  });

  it('is for admins and approvers: staff are refused, and so is a request without a token', async () => {
    expect((await exportOf('format=csv', approver.auth)).statusCode).toBe(200);
    expect((await exportOf('format=csv', staff.auth)).statusCode).toBe(403);
    expect((await exportOf('format=csv', {})).statusCode).toBe(401);
    expect((await exportOf('format=pdf')).statusCode).toBe(400);
  });

  it('records who exported what, with the rows written', async () => {
    await exportOf('format=xlsx&status=rejected');
    const rejected = await listed('status=rejected');
    // The rows are set once the response has closed, just after the client has the whole file.
    const latest = async () =>
      (await t.db.select().from(applicationExports).orderBy(desc(applicationExports.at)).limit(1))[0];
    await expect.poll(async () => (await latest())?.rows).toBe(rejected.totalApplication);
    const record = await latest();
    expect(record).toMatchObject({
      userId: admin.user._id,
      userName: admin.user.name,
      format: 'xlsx',
      rows: rejected.totalApplication,
    });
    expect(record?.filter).toMatchObject({ status: 'rejected', search: '' });
  });

  it("takes the list's assignee filter, `me` as the caller, and records it", async () => {
    const oldest = await t.db
      .select({ id: applications.id })
      .from(applications)
      .orderBy(applications.id)
      .limit(3);
    for (const { id } of oldest) {
      await t.db.update(applications).set({ assignedTo: approver.user._id }).where(eq(applications.id, id));
    }
    const res = await exportOf('format=csv&assignedTo=me', approver.auth);
    expect(res.statusCode).toBe(200);
    const mine = await listed(`assignedTo=${approver.user._id}`);
    expect(mine.totalApplication).toBe(3);
    const passport = labels[column('passport')] as string;
    expect(csvRows(res.rawPayload).map((row) => row[passport])).toEqual(mine.all.map((a) => a.passport));
    const [record] = await t.db
      .select()
      .from(applicationExports)
      .orderBy(desc(applicationExports.at))
      .limit(1);
    expect(record?.filter).toMatchObject({ assignedTo: 'me' });
  });

  it('is described at /api/docs with its formats and the list filters', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const route = doc.paths[APPLICATION_API.export].get;
    const names = route.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['format', 'search', 'status', 'sort', 'expiringWithin']));
    expect(names).not.toContain('page');
    expect(Object.keys(route.responses['200'].content)).toEqual(
      expect.arrayContaining([
        'text/csv; charset=utf-8',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ]),
    );
  });
});
