import type { SharedRedis } from './shared-redis.ts';

/** A count within a window that starts at its first hit. */
export type WindowCount = { count: number; ttlMs: number };

/**
 * Counters of events per key in fixed windows: the sign-in and enquiry limits. In this process,
 * or in the Redis the nodes share so that a limit counts across every node.
 */
export interface WindowCounters {
  /** Counts one event; answers the key's count in its window and how long the window has left. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Takes one event back (one that was refused, or that turned out not to count). */
  unhit(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

/** Counters kept at most; past it, expired ones go first, then the oldest. */
const MAX_KEYS = 100_000;

export function createMemoryCounters(now: () => number = Date.now): WindowCounters {
  const counts = new Map<string, { n: number; resetAt: number }>();
  const live = (key: string, at: number) => {
    const entry = counts.get(key);
    if (entry && entry.resetAt <= at) {
      counts.delete(key);
      return undefined;
    }
    return entry;
  };
  const makeRoom = (at: number) => {
    if (counts.size < MAX_KEYS) return;
    for (const [key, entry] of counts) if (entry.resetAt <= at) counts.delete(key);
    for (const key of counts.keys()) {
      if (counts.size < MAX_KEYS) break;
      counts.delete(key);
    }
  };
  return {
    async hit(key, windowMs) {
      const at = now();
      let entry = live(key, at);
      if (entry) entry.n += 1;
      else {
        makeRoom(at);
        entry = { n: 1, resetAt: at + windowMs };
        counts.set(key, entry);
      }
      return { count: entry.n, ttlMs: entry.resetAt - at };
    },
    async unhit(key) {
      const entry = live(key, now());
      if (entry && --entry.n <= 0) counts.delete(key);
    },
    async clear(key) {
      counts.delete(key);
    },
  };
}

// One round trip each, atomic in Redis: the window starts with the key's first hit.
const HIT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;
const UNHIT = `
local n = redis.call('DECR', KEYS[1])
if n <= 0 then redis.call('DEL', KEYS[1]) end
return n`;

type CounterCommands = {
  visadeskHit(key: string, windowMs: number): Promise<[number, number]>;
  visadeskUnhit(key: string): Promise<number>;
};

export function createRedisCounters(redis: SharedRedis, prefix = 'visadesk:limit:'): WindowCounters {
  redis.client.defineCommand('visadeskHit', { numberOfKeys: 1, lua: HIT });
  redis.client.defineCommand('visadeskUnhit', { numberOfKeys: 1, lua: UNHIT });
  const commands = redis.client as unknown as CounterCommands;
  return {
    async hit(key, windowMs) {
      const [count, ttlMs] = await commands.visadeskHit(prefix + key, windowMs);
      return { count, ttlMs: Math.max(0, ttlMs) };
    },
    async unhit(key) {
      await commands.visadeskUnhit(prefix + key);
    },
    async clear(key) {
      await redis.client.del(prefix + key);
    },
  };
}

/**
 * The counters every node shares while Redis answers, and this node's own when it does not: a
 * Redis outage loosens a limit to one per node; it never lifts it, and never fails a request.
 */
export function createSharedCounters(redis: SharedRedis | undefined): WindowCounters {
  const local = createMemoryCounters();
  if (!redis) return local;
  const shared = createRedisCounters(redis);
  const either =
    <A extends unknown[], R>(call: (counters: WindowCounters) => (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (redis.isReady()) {
        try {
          return await call(shared)(...args);
        } catch {
          // Lost in flight: this node's count stands in.
        }
      }
      return call(local)(...args);
    };
  return {
    hit: either((counters) => counters.hit),
    unhit: either((counters) => counters.unhit),
    clear: either((counters) => counters.clear),
  };
}
