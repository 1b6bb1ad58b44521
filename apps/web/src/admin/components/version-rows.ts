import type { FieldChange } from '@visadesk/contract';
import { type ChangeWords, changeInWords, shownValue } from './change-words';

/** One field of a version beside today's: its label, both values, and whether they differ. */
export type VersionRow = {
  field: string;
  label: string;
  atVersion: unknown;
  now: unknown;
  /** Holds a file (its value a signed URL): shown as a thumbnail. */
  isFile: boolean;
  differs: boolean;
};

/** A signed file URL names its file by its path; the signature beside it may differ from read to read. */
const fileOf = (value: unknown) => (typeof value === 'string' ? value.split('?')[0] : null);

const asValue = (value: unknown): FieldChange['from'] =>
  value === undefined || value === null
    ? null
    : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? value
      : JSON.stringify(value);

/**
 * The rows of a version and today's record, `fields` in order (those either record has): each
 * labelled and marked when it differs.
 */
export function versionRows(
  fields: readonly string[],
  then: Record<string, unknown>,
  now: Record<string, unknown>,
  words: ChangeWords,
): VersionRow[] {
  return fields
    .filter((field) => field in then || field in now)
    .map((field) => {
      const isFile = words.files?.has(field) ?? false;
      const differs = isFile
        ? fileOf(then[field]) !== fileOf(now[field])
        : asValue(then[field]) !== asValue(now[field]);
      return {
        field,
        label: words.labels[field] ?? field,
        atVersion: then[field],
        now: now[field],
        isFile,
        differs,
      };
    });
}

/** A value as the compare table shows it (a file's row shows its image instead). */
export const rowValue = (words: ChangeWords, field: string, value: unknown) =>
  shownValue(words, field, asValue(value));

/**
 * What a restore would change, in words, today's value first ("Surname: Mensah → Okafor", "Photo
 * replaced"): the rows that differ, but for those a restore keeps.
 */
export function restoreInWords(rows: VersionRow[], kept: readonly string[], words: ChangeWords): string[] {
  return rows
    .filter((row) => row.differs && !kept.includes(row.field))
    .map((row) =>
      changeInWords(
        row.isFile
          ? { field: row.field, from: Boolean(row.now), to: Boolean(row.atVersion) }
          : { field: row.field, from: asValue(row.now), to: asValue(row.atVersion) },
        words,
      ),
    );
}
