import type { UniqueRule } from '@visadesk/contract';
import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * A unique field as its index compares it (contract UniqueRule): lower(field) or the field itself.
 * The same expression orders a catalogue's list and finds a duplicate before a save.
 */
export function uniqueExpression(column: Column, compare: UniqueRule['compare']): SQL {
  if (compare === 'any-case') return sql`lower(${column})`;
  return sql`${column}`;
}

/** A value as the unique expression of its field compares it. */
export function comparedValue(value: string, compare: UniqueRule['compare']): SQL {
  if (compare === 'any-case') return sql`lower(${value})`;
  return sql`${value}`;
}

/** The 409 message of each unique index of a resource, for lib/db-errors.ts refuseDuplicates. */
export const duplicateMessages = (rules: readonly UniqueRule[]): Record<string, string> =>
  Object.fromEntries(rules.map((rule) => [rule.index, rule.message]));
