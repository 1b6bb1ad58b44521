import type { User } from '@visadesk/contract';
import type { Db } from '../db/client.ts';
import { getUser } from '../modules/users/users.repository.ts';

const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * The guard re-reads the signed-in user on every request so that a deleted user or a changed role
 * takes effect before the token expires. This keeps that read off the hot path: entries live five
 * seconds and are dropped at once when this process changes or deletes the user (another instance
 * on the same PostgreSQL notices within five seconds).
 *
 * A read that was in flight when the user changed may have read the old row: it is answered to its
 * own request but not kept, or a demoted or deleted user would act for five more seconds with the
 * old row. `forgets` counts forget() calls; a read stores its result only if none happened while
 * it ran.
 */
export function createUserCache(db: Db) {
  const entries = new Map<string, { user: User | undefined; at: number }>();
  let forgets = 0;
  return {
    async get(id: string): Promise<User | undefined> {
      const hit = entries.get(id);
      if (hit && Date.now() - hit.at < TTL_MS) return hit.user;
      const before = forgets;
      const user = await getUser(db, id);
      if (before !== forgets) return user;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(id, { user, at: Date.now() });
      return user;
    },
    forget(id: string) {
      forgets += 1;
      entries.delete(id);
    },
  };
}
export type UserCache = ReturnType<typeof createUserCache>;
