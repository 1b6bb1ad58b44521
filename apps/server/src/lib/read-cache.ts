import type { InvalidationBus } from '../cluster/invalidation-bus.ts';

const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * Answers of a read kept five seconds, for checks the guard makes on every request (the signed-in
 * user, the token's session). Entries are dropped at once when this process changes what they
 * read. With several nodes (REDIS_URL) every node drops them at once too, through the bus; while
 * the bus cannot hear, nothing is kept. Without the bus, another instance on the same PostgreSQL
 * notices within five seconds.
 *
 * A read in flight when something is forgotten may have read the old row: it is answered to its
 * own request but not kept, or a demoted user or an ended session would act for five more seconds.
 * `forgets` counts forget calls; a read stores its result only if none happened while it ran.
 */
export function createReadCache<T>(
  read: (key: string) => Promise<T>,
  sharing?: { name: string; bus: InvalidationBus },
) {
  const entries = new Map<string, { value: T; at: number }>();
  let forgets = 0;
  const forgetHere = (key: string | null) => {
    forgets += 1;
    if (key === null) entries.clear();
    else entries.delete(key);
  };
  sharing?.bus.subscribe(sharing.name, forgetHere);
  const forget = (key: string | null) => {
    forgetHere(key);
    sharing?.bus.publish(sharing.name, key);
  };
  return {
    async get(key: string): Promise<T> {
      if (sharing && !sharing.bus.isLive()) return read(key);
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
      const before = forgets;
      const value = await read(key);
      if (before !== forgets) return value;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(key, { value, at: Date.now() });
      return value;
    },
    forget: (key: string) => forget(key),
    forgetAll: () => forget(null),
  };
}
