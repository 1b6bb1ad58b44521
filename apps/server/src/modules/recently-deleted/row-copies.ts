import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';

/*
 * Rows kept as jsonb (to_jsonb: keyed by SQL column names) and put back as they were, for any
 * table: the same id and times. Generated columns are left out of the copy, since the database
 * makes them again; a reference to a user deleted meanwhile comes back null, as that user's
 * deletion would have left it.
 */

type Executor = { execute: (query: SQL) => Promise<unknown> };

const storedColumns = (table: PgTable) =>
  Object.values(getTableColumns(table))
    .filter((column) => !column.generated)
    .map((column) => column.name);

const generatedColumns = (table: PgTable) =>
  Object.values(getTableColumns(table))
    .filter((column) => column.generated)
    .map((column) => column.name);

/** `to_jsonb(<alias>)` without the table's generated columns. */
export function rowJson(table: PgTable, alias: string): SQL {
  const generated = generatedColumns(table);
  const row = sql`to_jsonb(${sql.identifier(alias)})`;
  return generated.length === 0
    ? row
    : sql`(${row} - array[${sql.join(
        generated.map((name) => sql`${name}`),
        sql`, `,
      )}]::text[])`;
}

/** Each stored column of a jsonb row `r`, a set-null reference only while what it names exists. */
function columnValues(table: PgTable): SQL[] {
  const references = new Map<string, { table: string; column: string }>();
  for (const key of getTableConfig(table).foreignKeys) {
    if (key.onDelete !== 'set null') continue;
    const { columns, foreignTable, foreignColumns } = key.reference();
    const [from] = columns;
    const [to] = foreignColumns;
    if (from && to) references.set(from.name, { table: getTableName(foreignTable), column: to.name });
  }
  return storedColumns(table).map((name) => {
    const value = sql`r.${sql.identifier(name)}`;
    const target = references.get(name);
    if (!target) return value;
    const t = sql.identifier(target.table);
    const c = sql.identifier(target.column);
    return sql`(select f.${c} from ${t} f where f.${c} = ${value})`;
  });
}

/** Inserts the rows of `table` that `rows` (a jsonb array, or one jsonb object) hold. */
export async function insertCopies(tx: Executor, table: PgTable, rows: unknown): Promise<void> {
  const isSet = Array.isArray(rows);
  if (isSet && rows.length === 0) return;
  const name = sql.identifier(getTableName(table));
  const columns = sql.join(
    storedColumns(table).map((column) => sql.identifier(column)),
    sql`, `,
  );
  const populate = isSet ? sql`jsonb_populate_recordset` : sql`jsonb_populate_record`;
  await tx.execute(sql`insert into ${name} (${columns})
    select ${sql.join(columnValues(table), sql`, `)}
    from ${populate}(null::${name}, ${JSON.stringify(rows)}::jsonb) r`);
}
