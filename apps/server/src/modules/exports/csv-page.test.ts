// The CSV's pages are written by the database (COPY, csv-page.ts). They must be byte for byte what
// the rows, read and written in JavaScript (cellsOf, neutralise, csv-stringify), would make:
// formulas neutralised in every text cell, quotes, commas and line breaks inside values, empty
// texts and missing values, names and labels from the contract, instants as toISOString().
import { APPLICATION_API, APPLICATION_EXPORT_COLUMNS } from '@visadesk/contract';
import { stringify } from 'csv-stringify/sync';
import { desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedBenchApplications } from '../../../../../bench/seed.ts';
import { applications } from '../../db/schema.ts';
import { readAllMatches } from '../../search/index.ts';
import { useTestApp } from '../../test/test-app.ts';
import { cellsOf, EXPORT_ROWS, type ExportRow } from './export-rows.ts';
import { EXPORT_PAGE_ROWS } from './export-tuning.ts';
import { neutralise } from './neutralise.ts';

const t = useTestApp();
const admin = t.signedIn('admin');
const creator = t.signedIn('staff', { name: '@Ops, "Lead"' });
// More than two pages of the export, the odd rows in the middle one.
const SEEDED = 2 * EXPORT_PAGE_ROWS + 100;

/** Values a CSV writer and a spreadsheet must both take care with. */
const ODD_ROWS: Partial<typeof applications.$inferInsert>[] = [
  {
    surname: '=HYPERLINK("http://evil.test")',
    givenN: '+1 (555) 0100',
    birthCity: '-2+3',
    identification: '@SUM(A1)',
    nationalId: '\tTabbed',
    company: '\rReturned',
    dutyDuration: 'two, or "three"\r\nyears',
    jobTitle: 'Zoë Łódź 東京 🙂',
    salary: '',
    phone: '+971501234567',
    pending: null,
    approve: '2026-03-04',
    createdAt: new Date('2026-01-02T03:04:05.678Z'),
  },
  {
    surname: 'O\'Brien "Jr", the 2nd',
    givenN: 'line one\nline two',
    birthCity: '"',
    identification: ' =not a formula',
    nationalId: '\\.',
    company: 'a=b',
    currentN: 'XX',
    issuedCountry: '-X',
    salary: ',',
    visaExpiry: '1999-12-31',
  },
];

beforeAll(async () => {
  await seedBenchApplications(t.db, SEEDED, admin.user._id);
  const ids = await t.db
    .select({ id: applications.id })
    .from(applications)
    .orderBy(desc(applications.id))
    .offset(EXPORT_PAGE_ROWS + 200)
    .limit(ODD_ROWS.length + 1);
  for (const [i, values] of ODD_ROWS.entries())
    await t.db
      .update(applications)
      .set(values)
      .where(eq(applications.id, ids[i]?.id ?? ''));
  // One application by a user with an odd name, one whose creator is gone.
  await t.db
    .update(applications)
    .set({ createdBy: creator.user._id })
    .where(inArray(applications.id, [ids[0]?.id ?? '']));
  await t.db
    .update(applications)
    .set({ createdBy: null })
    .where(eq(applications.id, ids[ODD_ROWS.length]?.id ?? ''));
}, 60_000);

/**
 * The file as the rows made it before the database wrote it: the reference. But for one thing:
 * given CRLF as the record delimiter, csv-stringify no longer quotes a value holding a lone LF or
 * CR, which a spreadsheet then reads as the end of a row. COPY quotes it, as RFC 4180 asks.
 */
async function csvOfRows(search: string, status?: 'pending' | 'approved' | 'rejected') {
  const rows: ExportRow[] = [];
  for await (const page of readAllMatches(t.db, { search, status }, EXPORT_ROWS, 1_000))
    rows.push(...(page as ExportRow[]));
  const cells = rows.map((row) =>
    cellsOf(row).map((cell) =>
      typeof cell === 'string' ? neutralise(cell) : cell instanceof Date ? cell.toISOString() : cell,
    ),
  );
  return stringify(cells, {
    columns: APPLICATION_EXPORT_COLUMNS.map(({ label }) => label),
    header: true,
    bom: true,
    record_delimiter: 'windows',
    quote_record_delimiter: true,
  });
}

const exportOf = (query: string) =>
  t.inject({ method: 'GET', url: `${APPLICATION_API.export}?${query}`, headers: admin.auth });

describe('the CSV written by the database', () => {
  it('is byte for byte the CSV of the rows, odd values included', async () => {
    const res = await exportOf('format=csv');
    expect(res.statusCode).toBe(200);
    const expected = await csvOfRows('');
    expect(expected).toContain('"two, or ""three""\r\nyears"');
    expect(expected).toContain('"line one\nline two"');
    expect(expected).toContain(`'=HYPERLINK`);
    expect(res.body).toBe(expected);
    expect(res.rawPayload.equals(Buffer.from(expected))).toBe(true);
  });

  it('is the CSV of the rows under a filter and a term, and the header alone when nothing matches', async () => {
    expect((await exportOf('format=csv&status=rejected&search=example')).body).toBe(
      await csvOfRows('example', 'rejected'),
    );
    const none = await exportOf('format=csv&search=nobody-by-this-name');
    expect(none.body).toBe(await csvOfRows('nobody-by-this-name'));
    expect(none.body).toBe(`\uFEFF${APPLICATION_EXPORT_COLUMNS.map(({ label }) => label).join(',')}\r\n`);
  });
});
