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
