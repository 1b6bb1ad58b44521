import { z } from 'zod';
import type { SharedRedis } from '../cluster/shared-redis.ts';
import { type ZodApp, zodRoutePlugin } from '../plugins/route-plugin.ts';

const HealthSchema = z.object({
  status: z.literal('ok'),
  /**
   * Present when REDIS_URL is set. `unreachable`: this node still serves, with its own sign-in and
   * enquiry counts and no caches, until Redis answers again.
   */
  redis: z.enum(['connected', 'unreachable']).optional(),
});
const UnavailableSchema = z.object({
  status: z.literal('unavailable'),
  reason: z.enum(['draining', 'database unreachable']),
});

type HealthRoutesOptions = { sharedRedis: SharedRedis | undefined };

/**
 * Readiness for load balancers (plugins/readiness.ts): 200 when this node can serve, 503 while it
 * drains or its database does not answer. No auth; the database is asked at most once a second.
 */
async function healthRoutes(app: ZodApp, { sharedRedis }: HealthRoutesOptions) {
  app.get(
    '/api/health',
    { schema: { tags: ['ops'], response: { 200: HealthSchema, 503: UnavailableSchema } } },
    async (_request, reply) => {
      const problem = await app.readiness.problem();
      if (problem) return reply.code(503).send({ status: 'unavailable' as const, reason: problem });
      if (!sharedRedis) return { status: 'ok' as const };
      return {
        status: 'ok' as const,
        redis: sharedRedis.isReady() ? ('connected' as const) : ('unreachable' as const),
      };
    },
  );
}

export default zodRoutePlugin('health-routes', { dependencies: ['readiness'] }, healthRoutes);
