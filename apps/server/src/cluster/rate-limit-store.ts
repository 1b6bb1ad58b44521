import type { WindowCounters } from './window-counters.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit (its documented `store` option) over our window counters, so the
 * enquiry's limit is shared by every node while Redis answers and kept per node while it does not,
 * like the sign-in limits. One key space per route, as the plugin's own stores do.
 */
export function rateLimitStore(counters: WindowCounters) {
  return class CounterStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'route:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      counters.hit(this.prefix + key, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    // The plugin hands its route as `routeInfo` (its own stores read it there; its typings omit it).
    child(routeOptions: object) {
      const { method, url } =
        (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      return new CounterStore(routeOptions, `route:${String(method)}${String(url)}:`);
    }
  };
}
