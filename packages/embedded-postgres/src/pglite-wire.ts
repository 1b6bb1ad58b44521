import { messages, type Results } from '@electric-sql/pglite';

/**
 * The few PostgreSQL wire-protocol messages an extended-protocol query answers with, read
 * straight from PGlite's output buffer. PGlite's own reader copies every field into a new
 * buffer and rebuilds the full type-parser table per query; on a ten-row page that is a
 * seventh of the server's CPU.
 */

type Field = { name: string; dataTypeID: number };
type Parser = (value: string, typeId: number) => unknown;

export type ParsedReply = {
  paramTypes: number[];
  fields: Field[];
  rows: (string | null)[][];
  affectedRows: number;
  /** From the last CommandComplete: "SELECT", "UPDATE"... and its row count. */
  command?: string;
  rowCount?: number;
  error?: messages.DatabaseError;
};

const ERROR_FIELDS: Record<string, keyof messages.DatabaseError> = {
  C: 'code',
  D: 'detail',
  H: 'hint',
  P: 'position',
  p: 'internalPosition',
  q: 'internalQuery',
  W: 'where',
  s: 'schema',
  t: 'table',
  c: 'column',
  d: 'dataType',
  n: 'constraint',
  F: 'file',
  L: 'line',
  R: 'routine',
};

function readError(buf: Buffer, start: number, end: number, length: number): messages.DatabaseError {
  const values: Record<string, string> = {};
  let at = start;
  while (at < end && buf[at] !== 0) {
    const code = String.fromCharCode(buf[at] as number);
    const stop = buf.indexOf(0, at + 1);
    values[code] = buf.toString('utf8', at + 1, stop);
    at = stop + 1;
  }
  const error = new messages.DatabaseError(values.M ?? 'unknown database error', length, 'error');
  error.severity = values.V ?? values.S;
  for (const [code, key] of Object.entries(ERROR_FIELDS))
    if (values[code] !== undefined) Object.assign(error, { [key]: values[code] });
  return error;
}

const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/** Reads one reply; the first error (if any) is returned, not thrown, so the caller decides. */
export function readReply(data: Uint8Array): ParsedReply {
  const buf = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const reply: ParsedReply = { paramTypes: [], fields: [], rows: [], affectedRows: 0 };
  let at = 0;
  while (at + 5 <= buf.length) {
    const type = buf[at];
    const length = buf.readInt32BE(at + 1);
    const start = at + 5;
    const end = at + 1 + length;
    switch (type) {
      case 0x44: {
        // D: DataRow
        const count = buf.readInt16BE(start);
        const row: (string | null)[] = new Array(count);
        let p = start + 2;
        for (let i = 0; i < count; i++) {
          const size = buf.readInt32BE(p);
          p += 4;
          if (size < 0) row[i] = null;
          else {
            row[i] = buf.toString('utf8', p, p + size);
            p += size;
          }
        }
        reply.rows.push(row);
        break;
      }
      case 0x54: {
        // T: RowDescription
        const count = buf.readInt16BE(start);
        let p = start + 2;
        reply.fields = [];
        for (let i = 0; i < count; i++) {
          const stop = buf.indexOf(0, p);
          const name = buf.toString('utf8', p, stop);
          p = stop + 1;
          reply.fields.push({ name, dataTypeID: buf.readInt32BE(p + 6) });
          p += 18;
        }
        break;
      }
      case 0x74: {
        // t: ParameterDescription
        const count = buf.readInt16BE(start);
        for (let i = 0; i < count; i++) reply.paramTypes.push(buf.readInt32BE(start + 2 + i * 4));
        break;
      }
      case 0x43: {
        // C: CommandComplete, e.g. "UPDATE 3" or "INSERT 0 1"
        const words = buf.toString('utf8', start, end - 1).split(' ');
        const count = Number.parseInt(words[words.length - 1] as string, 10);
        reply.command = words[0];
        reply.rowCount = Number.isNaN(count) ? undefined : count;
        if (COUNTED.has(reply.command as string) && reply.rowCount) reply.affectedRows += reply.rowCount;
        break;
      }
      case 0x45: // E: ErrorResponse
        reply.error ??= readError(buf, start, end, length);
        break;
    }
    at = end;
  }
  return reply;
}

/** Rows as objects or arrays with each column's parser looked up once, not per value. */
export function toResults<T>(
  reply: ParsedReply,
  parserFor: (typeId: number) => Parser | undefined,
  rowMode: 'array' | 'object' = 'object',
): Results<T> {
  const { fields } = reply;
  const columnParsers = fields.map((field) => parserFor(field.dataTypeID));
  const rows = reply.rows.map((raw) => {
    const values = raw.map((value, i) => {
      const parse = columnParsers[i];
      return value === null || !parse ? value : parse(value, (fields[i] as Field).dataTypeID);
    });
    if (rowMode === 'array') return values;
    const row: Record<string, unknown> = {};
    for (let i = 0; i < fields.length; i++) row[(fields[i] as Field).name] = values[i];
    return row;
  });
  const { command, rowCount, affectedRows } = reply;
  return {
    rows: rows as T[],
    fields,
    affectedRows,
    ...(command === undefined ? {} : { command }),
    ...(rowCount === undefined ? {} : { rowCount }),
  };
}

/** A raw reply as results, or its error thrown. */
export function parseReply<T>(
  raw: Uint8Array,
  parserFor: (typeId: number) => Parser | undefined,
  rowMode: 'array' | 'object' = 'object',
): Results<T> {
  const reply = readReply(raw);
  if (reply.error) throw reply.error;
  return toResults<T>(reply, parserFor, rowMode);
}
