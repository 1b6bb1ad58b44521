import type { z } from 'zod';

/**
 * Where an edit screen gets its record (decision 8): the navigation state the list passes, else
 * the `id` in the address (a reload or a shared link), else nowhere and the screen redirects.
 */
export type RecordSource<T> = { kind: 'state'; record: T } | { kind: 'id'; id: string } | { kind: 'none' };

export function recordSource<T>(schema: z.ZodType<T>, state: unknown, id: string | null): RecordSource<T> {
  const parsed = schema.safeParse((state as { record?: unknown } | null)?.record);
  if (parsed.success) return { kind: 'state', record: parsed.data };
  if (id) return { kind: 'id', id };
  return { kind: 'none' };
}
