import { AppError } from './app-error.ts';

/** The driver error behind a failed query, however Drizzle wrapped it. */
function pgError(error: unknown): { code?: string; constraint?: string } | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if (typeof (e as { code?: unknown }).code === 'string')
      return e as { code?: string; constraint?: string };
  }
  return undefined;
}

/** True when a query failed on a unique index (PostgreSQL 23505). */
export const isUniqueViolation = (error: unknown): boolean => pgError(error)?.code === '23505';

/** The unique index a query collided with, if that is why it failed. */
export const violatedConstraint = (error: unknown): string | undefined =>
  isUniqueViolation(error) ? pgError(error)?.constraint : undefined;

/** The foreign key a write broke (PostgreSQL 23503: what it names is gone), if that is why it failed. */
export const violatedForeignKey = (error: unknown): string | undefined => {
  const found = pgError(error);
  return found?.code === '23503' ? found.constraint : undefined;
};

/**
 * Runs a write whose duplicates a pre-check already refuses; when a concurrent request wins the race
 * on one of the unique indexes named in `conflicts`, the loser gets the same 409 and message.
 */
export async function refuseDuplicates<T>(conflicts: Record<string, string>, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    const message = conflicts[violatedConstraint(error) ?? ''];
    if (message) throw new AppError('CONFLICT', message);
    throw error;
  }
}
