import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The Redis the nodes share (REDIS_URL): rate-limit counters and cache invalidation. A command
 * never waits for Redis to come back: with no connection it fails at once, and its caller falls
 * back to what this node knows (cluster/window-counters.ts, lib/read-cache.ts). ioredis keeps
 * reconnecting in the background.
 */
export interface SharedRedis {
  readonly client: Redis;
  /** Whether commands can be sent now. */
  isReady(): boolean;
  /** A second connection for subscriptions: a subscribed connection takes no other command. */
  subscriber(): Redis;
  close(): Promise<void>;
}

const OPTIONS = {
  lazyConnect: true,
  // Fail fast rather than queue: a request must not hang on a Redis that is away.
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  connectTimeout: 2_000,
  commandTimeout: 1_000,
  // Keep trying, at most every two seconds.
  retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
} as const;

/** Redacts the password of a redis:// address for the log. */
export const describeRedisUrl = (url: string): string => {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
};

export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<SharedRedis> {
  const where = describeRedisUrl(url);
  const connections: Redis[] = [];
  const open = (role: string) => {
    const connection = new Redis(url, OPTIONS);
    connections.push(connection);
    // One line when the connection is lost and one when it is back, not one per retry.
    let isUp = false;
    let hasWarned = false;
    connection.on('ready', () => {
      isUp = true;
      hasWarned = false;
      log.info(`Redis ${role} connection ready at ${where}`);
    });
    connection.on('error', (err: Error) => {
      if (isUp || !hasWarned) {
        log.warn(
          `Redis at ${where} is unreachable (${err.message}): sign-in and enquiry limits count on this node only and caches are bypassed until it answers`,
        );
      }
      isUp = false;
      hasWarned = true;
    });
    return connection;
  };
  const client = open('command');
  try {
    await client.connect();
  } catch {
    // Said in the log by the error listener; the node serves and ioredis keeps reconnecting.
  }
  return {
    client,
    isReady: () => client.status === 'ready',
    subscriber: () => open('subscriber'),
    async close() {
      await Promise.all(
        connections.map((connection) => connection.quit().catch(() => connection.disconnect())),
      );
    },
  };
}
