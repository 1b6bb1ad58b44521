import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export type Readiness = {
  /** Why this node should get no new traffic, or null when it can serve. */
  problem(): Promise<'draining' | 'database unreachable' | null>;
  /** From now on, answers close their connection and health says draining (SIGTERM, main.ts). */
  drain(): void;
};

/** The database is asked at most this often, so health stays cheap under a balancer's polling. */
const PROBE_EVERY_MS = 1_000;
const PROBE_TIMEOUT_MS = 2_000;

/**
 * Whether this node can serve, for `GET /api/health` and a load balancer: not while it drains, and
 * not while its database does not answer. While draining, every answer says `Connection: close`,
 * so clients and balancers take their next request to another node rather than to one that is
 * about to go (Fastify would keep the connection alive, and answer 503 to what arrives on it).
 */
export const readinessPlugin = fp(
  async (app: FastifyInstance) => {
    let isDraining = false;
    let probe: { at: number; result: Promise<boolean> } | undefined;

    const databaseAnswers = (): Promise<boolean> => {
      const now = Date.now();
      if (probe && now - probe.at < PROBE_EVERY_MS) return probe.result;
      const result = Promise.race([
        app.db.execute(sql`select 1`).then(
          () => true,
          () => false,
        ),
        new Promise<boolean>((resolve) => setTimeout(resolve, PROBE_TIMEOUT_MS, false).unref()),
      ]);
      probe = { at: now, result };
      return result;
    };

    app.decorate('readiness', {
      async problem() {
        if (isDraining) return 'draining';
        return (await databaseAnswers()) ? null : 'database unreachable';
      },
      drain() {
        isDraining = true;
      },
    });

    app.addHook('onSend', async (_request, reply) => {
      if (isDraining) reply.header('connection', 'close');
    });
  },
  { name: 'readiness', decorators: { fastify: ['db'] } },
);
