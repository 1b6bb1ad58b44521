import { Readable } from 'node:stream';
import { AUDIT_ACTIONS, type AuditAction, auditReasonText } from '@visadesk/contract';
import { stringify } from 'csv-stringify/sync';
import type { auditEvents } from '../../db/schema.ts';
import { neutralise } from '../exports/neutralise.ts';

type AuditRow = typeof auditEvents.$inferSelect;

const COLUMNS = ['When (UTC)', 'Action', 'Outcome', 'Why', 'Who', 'What', 'Address', 'Browser', 'Details'];

/**
 * CRLF record ends (RFC 4180), and every value holding a CR or an LF quoted: csv-stringify quotes
 * only values holding the whole record delimiter, so a bare LF (a user agent can carry one) would
 * split the record in a spreadsheet.
 */
const RECORDS = { record_delimiter: 'windows', quoted_match: /[\r\n]/ } as const;

const actionLabel = (action: string) => AUDIT_ACTIONS[action as AuditAction] ?? action;

/** One entry's cells, each neutralised (a user agent or a name is text someone else chose). */
const cellsOf = (row: AuditRow) =>
  [
    row.at.toISOString(),
    actionLabel(row.action),
    row.outcome,
    auditReasonText(row.reason),
    row.actorName ?? '',
    [row.targetType, row.targetName ?? row.targetId].filter(Boolean).join(': '),
    row.clientAddress ?? '',
    row.userAgent ?? '',
    row.details ? JSON.stringify(row.details) : '',
  ].map(neutralise);

/**
 * The entries as a CSV file like the applications' export (UTF-8 with a byte order mark, RFC 4180
 * line ends, a header of column names), a page at a time as the client reads it.
 */
export function auditCsv(pages: AsyncIterable<AuditRow[]>): Readable {
  async function* lines() {
    yield stringify([], { bom: true, header: true, columns: COLUMNS, ...RECORDS });
    for await (const page of pages) yield stringify(page.map(cellsOf), RECORDS);
  }
  return Readable.from(lines(), { objectMode: false });
}
