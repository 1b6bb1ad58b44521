import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { auditEvents } from '../../db/schema.ts';
import { auditCsv } from './audit-csv.ts';

const entry = (userAgent: string): typeof auditEvents.$inferSelect => ({
  id: 'a'.repeat(24),
  at: new Date('2026-11-29T10:00:00Z'),
  action: 'sign-in',
  outcome: 'failure',
  reason: 'wrongPassword',
  actorId: null,
  actorName: 'Ana',
  targetType: 'user',
  targetId: null,
  targetName: 'ana@example.test',
  clientAddress: '203.0.113.9',
  userAgent,
  details: null,
});

describe('the audit log as CSV', () => {
  it('keeps a value with a bare LF or CR in its record (quoted), with CRLF record ends', async () => {
    const file = auditCsv(Readable.from([[entry('Agent\nwith a line'), entry('Agent\rreturned')]]));
    let text = '';
    for await (const chunk of file) text += chunk.toString();
    expect(text.startsWith('\uFEFF')).toBe(true);
    // Quoted, so a spreadsheet (which also ends a record at a bare LF) keeps it in its cell.
    expect(text).toContain('"Agent\nwith a line"');
    expect(text).toContain('"Agent\rreturned"');
    const records = parse(text.slice(1), { record_delimiter: '\r\n' }) as string[][];
    expect(records).toHaveLength(3);
    expect(records[1]?.[7]).toBe('Agent\nwith a line');
    expect(records[2]?.[7]).toBe('Agent\rreturned');
  });
});
