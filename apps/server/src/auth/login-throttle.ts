import type { WindowCounters } from '../cluster/window-counters.ts';

/** A limit of failures within a fixed window that starts at the first one. */
export type FailureLimit = { max: number; windowMs: number };

export type LoginAttempt = {
  /** The credentials were right: the attempt does not count, and this address+e-mail starts over. */
  succeeded(): Promise<void>;
  /** Neither right nor wrong (the server failed): the attempt does not count. */
  abandoned(): Promise<void>;
};

/**
 * Sign-in limits that count failures only, so staff signing in often are never locked out. Two
 * limits: per client address and e-mail (guessing one account's password), and a higher one per
 * client address whatever the e-mail (password spraying: one address trying a few passwords on many
 * accounts). An attempt is counted as a failure when it starts, so many attempts sent at once
 * cannot all slip under the limit before the first answer; a success takes its count back and
 * clears its address+e-mail. The counters are shared by every node when REDIS_URL is set
 * (cluster/window-counters.ts).
 */
export function createLoginThrottle(
  counters: WindowCounters,
  perEmail: FailureLimit,
  perAddress: FailureLimit,
) {
  return {
    /** Null when refused, with `retryAfterMs`; otherwise the attempt, already counted. */
    async begin(
      address: string,
      email: string,
    ): Promise<
      { attempt: LoginAttempt; retryAfterMs?: undefined } | { attempt: null; retryAfterMs: number }
    > {
      const emailKey = `login:${address}|${email.trim().toLowerCase()}`;
      const addressKey = `login:${address}`;
      const [byEmail, byAddress] = await Promise.all([
        counters.hit(emailKey, perEmail.windowMs),
        counters.hit(addressKey, perAddress.windowMs),
      ]);
      const emailWait = byEmail.count > perEmail.max ? byEmail.ttlMs : 0;
      const addressWait = byAddress.count > perAddress.max ? byAddress.ttlMs : 0;
      if (emailWait > 0 || addressWait > 0) {
        // A refused attempt is no attempt: it neither counts nor stretches the wait.
        await Promise.all([counters.unhit(emailKey), counters.unhit(addressKey)]);
        return { attempt: null, retryAfterMs: Math.max(emailWait, addressWait, 1) };
      }
      return {
        attempt: {
          succeeded: async () => {
            await Promise.all([counters.clear(emailKey), counters.unhit(addressKey)]);
          },
          abandoned: async () => {
            await Promise.all([counters.unhit(emailKey), counters.unhit(addressKey)]);
          },
        },
      };
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
