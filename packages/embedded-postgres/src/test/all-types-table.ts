/** A table with a column of each type the app uses, and a row of it, for the PGlite client tests. */
export const ALL_TYPES_TABLE = `create table t (
  id int primary key, name text unique, big bigint, price numeric, ok boolean, born date,
  at timestamptz, doc jsonb, tags text[], raw bytea)`;

export const ALL_TYPES_INSERT = 'insert into t values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)';

export const allTypesRow = () => [
  1,
  'Ama',
  9007199254740993n,
  '12.50',
  true,
  '1990-04-02',
  new Date('2026-01-02T03:04:05.678Z'),
  { visa: ['work'], n: 1 },
  ['a', 'b "c"'],
  new Uint8Array([0, 1, 255]),
];
