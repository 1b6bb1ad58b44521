import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const HealthSchema = z.object({
  status: z.literal('ok'),
  /**
   * Present when REDIS_URL is set. `unreachable`: this node still serves, with its own sign-in and
   * enquiry counts and no caches, until Redis answers again.
   */
  redis: z.enum(['connected', 'unreachable']).optional(),
});

/** Liveness for load balancers and the benchmark's ceiling: no database, no auth. */
export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/health', { schema: { tags: ['ops'], response: { 200: HealthSchema } } }, () => {
    const { sharedRedis } = app;
    if (!sharedRedis) return { status: 'ok' as const };
    return {
      status: 'ok' as const,
      redis: sharedRedis.isReady() ? ('connected' as const) : ('unreachable' as const),
    };
  });
}
