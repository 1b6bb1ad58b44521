import {
  CATALOGUE_DEFINITIONS,
  DOCUMENT_SLOTS,
  MESSAGES,
  PAGES,
  type ResourceName,
  type UniqueRule,
} from '@visadesk/contract';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema.ts';

const R = MESSAGES.recentlyDeleted;

/** A jsonb copy of a row, keyed by its columns' SQL names. */
export type RowData = Record<string, unknown>;

/** A table whose rows reference the binned one by `column` (its id). */
type Reference = { table: PgTable; column: string };

/**
 * What moving a record of one table to Recently deleted (deleted_records) keeps, and how it comes
 * back. The table's name is the kind's name; its files are held for `<table>:<id>` meanwhile.
 */
export type BinKind = {
  table: PgTable;
  name: string;
  /** SQL names of the columns that hold file keys (an original's; its copies go with it). */
  fileColumns: readonly string[];
  /** Its name as its list shows it. */
  nameOf: (data: RowData) => string;
  /** Rows that cascade with it (status history, notes): copied into `related`, put back on restore. */
  related: readonly Reference[];
  /** Rows whose reference to it the delete sets null (its mails): linked again on restore. */
  links: readonly Reference[];
  /** Rows that name it without a key (its public lookups): kept while it waits, removed on purge. */
  purgedWith: readonly Reference[];
  /** The 409 message of each unique index a restore may now collide with. */
  clashes: Readonly<Record<string, string>>;
  /** The 404 message of its table's routes. */
  notFound: string;
};

const column = <T extends PgTable>(table: T, property: keyof T['_']['columns'] & string) =>
  (getTableColumns(table)[property] as { name: string }).name;

/** Each unique rule's index with "it cannot be restored:" and the rule's own message. */
const restoreClashes = (rules: readonly UniqueRule[]) =>
  Object.fromEntries(rules.map((rule) => [rule.index, R.restoreTaken(rule.message)]));

const record = (
  table: PgTable,
  nameOf: (data: RowData) => string,
  rest: Partial<Pick<BinKind, 'fileColumns' | 'clashes'>> = {},
): BinKind => ({
  table,
  name: getTableName(table),
  fileColumns: [],
  nameOf,
  related: [],
  links: [],
  purgedWith: [],
  clashes: {},
  notFound: MESSAGES.common.notFound,
  ...rest,
});

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const applications: BinKind = {
  ...record(schema.applications, (data) => `${text(data.given_n)} ${text(data.surname)}`.trim(), {
    fileColumns: [
      column(schema.applications, 'imageKey'),
      ...DOCUMENT_SLOTS.map(({ key }) => column(schema.applications, key)),
    ],
    clashes: {
      applications_passport_key: R.applicationPassportTaken,
      applications_email_key: R.applicationEmailTaken,
    },
  }),
  related: [
    { table: schema.applicationStatusChanges, column: 'application_id' },
    { table: schema.applicationNotes, column: 'application_id' },
  ],
  links: [{ table: schema.outbox, column: 'application_id' }],
  purgedWith: [{ table: schema.publicLookups, column: 'application_id' }],
  notFound: MESSAGES.applications.noData,
};

/** Every table whose records go to Recently deleted, by table name (a resource's name). */
export const BIN_KINDS = {
  applications,
  ...Object.fromEntries(
    CATALOGUE_DEFINITIONS.map((definition) => [
      definition.name,
      record(
        // biome-ignore lint/performance/noDynamicNamespaceImportAccess: server code, the table is named after its resource
        schema[definition.name],
        (data) => text(data.name),
        { clashes: restoreClashes(definition.unique) },
      ),
    ]),
  ),
  pages: record(schema.pages, (data) => text(data.title), { clashes: restoreClashes(PAGES.unique) }),
  sliders: record(schema.sliders, (data) => text(data.thumbnail), {
    fileColumns: [column(schema.sliders, 'imageKey')],
  }),
} as Record<'applications' | ResourceName, BinKind>;
export type BinKindName = keyof typeof BIN_KINDS;

/** Whose files a binned record's are: `<table>:<id>` (files/file-journal.ts retain). */
export const heldFor = (kind: BinKind, id: string) => `${kind.name}:${id}`;

/** The file keys a row's data holds. */
export const fileKeysOf = (kind: BinKind, data: RowData): string[] =>
  kind.fileColumns.map((name) => data[name]).filter((key): key is string => typeof key === 'string');
