import { type Application, ApplicationSchema } from '@visadesk/contract';

/**
 * Where an application screen gets its record: the navigation state the list passes,
 * else an id (the `?id=` of a reload or a shared link, or the path's id), else nowhere and the
 * screen redirects to the list.
 */
export type ApplicationSource =
  | { kind: 'state'; application: Application }
  | { kind: 'id'; id: string }
  | { kind: 'none' };

export function applicationSource(state: unknown, id: string | null | undefined): ApplicationSource {
  const parsed = ApplicationSchema.safeParse((state as { application?: unknown } | null)?.application);
  if (parsed.success && (!id || parsed.data._id === id)) return { kind: 'state', application: parsed.data };
  if (id) return { kind: 'id', id };
  return { kind: 'none' };
}
