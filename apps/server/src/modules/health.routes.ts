import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Liveness for load balancers and the benchmark's ceiling: no database, no auth. */
export default async function healthRoutes(fastify: FastifyInstance) {
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/health',
      { schema: { tags: ['ops'], response: { 200: z.object({ status: z.literal('ok') }) } } },
      () => ({
        status: 'ok' as const,
      }),
    );
}
