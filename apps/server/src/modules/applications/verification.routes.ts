import {
  APPLICATION_API,
  MESSAGES,
  VerificationParamsSchema,
  VerificationResultSchema,
} from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { routePlugin } from '../../plugins/route-plugin.ts';
import type { Printouts } from './printouts.ts';

type VerificationRoutesOptions = { printouts: Printouts };

/**
 * The public check of a printout's token (issue 14, item 5): always a 200 with a verdict, "not
 * genuine" for any text the server did not sign, so the page has one answer to show. Rate limited
 * as the enquiry is, in a bucket of its own.
 */
async function verificationRoutes(fastify: FastifyInstance, { printouts }: VerificationRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { enquiry } = app.config.rateLimits;

  app.get(
    APPLICATION_API.verify(':token'),
    {
      schema: {
        tags: ['public'],
        params: VerificationParamsSchema,
        response: { 200: VerificationResultSchema },
      },
      config: {
        rateLimit: {
          max: enquiry.max,
          timeWindow: enquiry.windowMs,
          errorResponseBuilder: () => new AppError('RATE_LIMITED', MESSAGES.applications.enquiryRateLimited),
        },
      },
    },
    async (request) => printouts.verify(request.params.token),
  );
}

export default routePlugin(
  'verification-routes',
  { decorators: ['config'], dependencies: ['@fastify/rate-limit'] },
  verificationRoutes,
);
