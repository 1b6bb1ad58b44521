import { type User, UserSchema } from '@visadesk/contract';

/**
 * Where the edit screen gets its record (decision 8): the navigation state the list passes, else
 * the `id` in the address (a reload or a shared link), else nowhere and the screen redirects.
 */
export type EditUserSource = { kind: 'state'; user: User } | { kind: 'id'; id: string } | { kind: 'none' };

export function editUserSource(state: unknown, id: string | null): EditUserSource {
  const parsed = UserSchema.safeParse((state as { user?: unknown } | null)?.user);
  if (parsed.success) return { kind: 'state', user: parsed.data };
  if (id) return { kind: 'id', id };
  return { kind: 'none' };
}
