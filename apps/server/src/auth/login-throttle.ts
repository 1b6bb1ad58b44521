/** A limit of failures within a fixed window that starts at the first one. */
export type FailureLimit = { max: number; windowMs: number };

/** Counters kept at most; past it, expired ones go first, then the oldest. */
const MAX_KEYS = 100_000;

function createCounters(limit: FailureLimit) {
  const counts = new Map<string, { n: number; resetAt: number }>();
  const live = (key: string, now: number) => {
    const entry = counts.get(key);
    if (entry && entry.resetAt <= now) {
      counts.delete(key);
      return undefined;
    }
    return entry;
  };
  const makeRoom = (now: number) => {
    if (counts.size < MAX_KEYS) return;
    for (const [key, entry] of counts) if (entry.resetAt <= now) counts.delete(key);
    for (const key of counts.keys()) {
      if (counts.size < MAX_KEYS) break;
      counts.delete(key);
    }
  };
  return {
    /** Milliseconds until the key may try again, or 0 when it is under its limit. */
    blockedFor(key: string, now: number): number {
      const entry = live(key, now);
      return entry && entry.n >= limit.max ? entry.resetAt - now : 0;
    },
    add(key: string, now: number) {
      const entry = live(key, now);
      if (entry) entry.n += 1;
      else {
        makeRoom(now);
        counts.set(key, { n: 1, resetAt: now + limit.windowMs });
      }
    },
    remove(key: string, now: number) {
      const entry = live(key, now);
      if (entry && --entry.n <= 0) counts.delete(key);
    },
    clear(key: string) {
      counts.delete(key);
    },
  };
}

export type LoginAttempt = {
  /** The credentials were right: the attempt does not count, and this address+e-mail starts over. */
  succeeded(): void;
  /** Neither right nor wrong (the server failed): the attempt does not count. */
  abandoned(): void;
};

/**
 * Sign-in limits that count failures only (decision 77). Two limits: per client address and
 * e-mail (guessing one account's password), and a higher one per client address whatever the
 * e-mail (password spraying: one address trying a few passwords on many accounts). An attempt is
 * counted as a failure when it starts, so many attempts sent at once cannot all slip under the
 * limit before the first answer; a success takes its count back and clears its address+e-mail.
 * Counters live in this process, like the enquiry's rate limit.
 */
export function createLoginThrottle(perEmail: FailureLimit, perAddress: FailureLimit) {
  const byEmail = createCounters(perEmail);
  const byAddress = createCounters(perAddress);
  return {
    /** Null when refused, with `retryAfterMs`; otherwise the attempt, already counted. */
    begin(
      address: string,
      email: string,
      now = Date.now(),
    ): { attempt: LoginAttempt; retryAfterMs?: undefined } | { attempt: null; retryAfterMs: number } {
      const emailKey = `${address}|${email.trim().toLowerCase()}`;
      const wait = Math.max(byEmail.blockedFor(emailKey, now), byAddress.blockedFor(address, now));
      if (wait > 0) return { attempt: null, retryAfterMs: wait };
      byEmail.add(emailKey, now);
      byAddress.add(address, now);
      return {
        attempt: {
          succeeded: () => {
            byEmail.clear(emailKey);
            byAddress.remove(address, Date.now());
          },
          abandoned: () => {
            byEmail.remove(emailKey, Date.now());
            byAddress.remove(address, Date.now());
          },
        },
      };
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
