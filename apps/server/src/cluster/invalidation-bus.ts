import type { FastifyBaseLogger } from 'fastify';
import type { SharedRedis } from './shared-redis.ts';

/**
 * Tells every node to drop a cached answer (lib/read-cache.ts) when one node changes what it read:
 * a demoted or deleted user, an ended session. Redis publish/subscribe; a node that cannot hear
 * (Redis away) must not trust its caches, and one that hears again forgets everything it kept,
 * since it may have missed messages meanwhile.
 */
export interface InvalidationBus {
  isLive(): boolean;
  /** `key` null: forget every entry of that cache. */
  publish(cache: string, key: string | null): void;
  subscribe(cache: string, onForget: (key: string | null) => void): void;
}

const CHANNEL = 'visadesk:forget';

export function createInvalidationBus(redis: SharedRedis, log: FastifyBaseLogger): InvalidationBus {
  const listeners = new Map<string, (key: string | null) => void>();
  const subscriber = redis.subscriber();
  let isSubscribed = false;
  subscriber.on('ready', () => {
    subscriber.subscribe(CHANNEL).then(
      () => {
        isSubscribed = true;
        // Whatever was said while this node was not listening is unknown: start afresh.
        for (const onForget of listeners.values()) onForget(null);
      },
      (err: Error) => log.warn({ err }, 'Redis subscription failed'),
    );
  });
  subscriber.on('close', () => {
    isSubscribed = false;
  });
  subscriber.on('message', (_channel: string, message: string) => {
    try {
      const { cache, key } = JSON.parse(message) as { cache: string; key: string | null };
      listeners.get(cache)?.(key);
    } catch {
      // Not ours.
    }
  });
  void subscriber.connect().catch(() => {
    // Reported by the connection's error listener; ioredis keeps trying.
  });
  return {
    isLive: () => isSubscribed && redis.isReady(),
    publish(cache, key) {
      redis.client.publish(CHANNEL, JSON.stringify({ cache, key })).catch(() => {
        // The other nodes bypass their caches while Redis is away, and forget all when it is back.
      });
    },
    subscribe(cache, onForget) {
      listeners.set(cache, onForget);
    },
  };
}
