import {
  APPLICATION_API,
  MESSAGES,
  VerificationParamsSchema,
  VerificationResultSchema,
} from '@visadesk/contract';
import { AppError } from '../../lib/app-error.ts';
import { type ZodApp, zodRoutePlugin } from '../../plugins/route-plugin.ts';
import { enquiryRateLimit } from './enquiry-rate-limit.ts';
import type { Printouts } from './printouts.ts';

/**
 * The public check of a printout's token: always a 200 with a verdict, "not
 * genuine" for any text the server did not sign, so the page has one answer to show; and the QR
 * code a printout carries. Rate limited as the enquiry is.
 */
async function verificationRoutes(app: ZodApp, { printouts }: { printouts: Printouts }) {
  // At the enquiry's rate, each route in a bucket of its own: one of each per result shown.
  const rateLimit = enquiryRateLimit(app.config.rateLimits.enquiry);

  app.get(
    APPLICATION_API.verify(':token'),
    {
      schema: {
        tags: ['public'],
        params: VerificationParamsSchema,
        response: { 200: VerificationResultSchema },
      },
      config: { rateLimit },
    },
    async (request) => printouts.verify(request.params.token),
  );

  // The printout's QR code, an image of its own so the enquiry's answer does not wait for one to
  // be drawn; a token this server did not sign gets no image.
  app.get(
    APPLICATION_API.verifyQr(':token'),
    {
      schema: { tags: ['public'], params: VerificationParamsSchema },
      config: { rateLimit },
    },
    async (request, reply) => {
      const svg = await printouts.qrCodeFor(request.params.token);
      if (svg === undefined) throw new AppError('NOT_FOUND', MESSAGES.applications.printoutAddressInvalid);
      return reply.type('image/svg+xml').send(svg);
    },
  );
}

export default zodRoutePlugin(
  'verification-routes',
  { decorators: ['config'], dependencies: ['@fastify/rate-limit'] },
  verificationRoutes,
);
