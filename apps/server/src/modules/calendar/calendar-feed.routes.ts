import { API, CalendarFeedSchema, MESSAGES } from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/guard.ts';
import { AppError } from '../../lib/app-error.ts';
import { routePlugin } from '../../plugins/route-plugin.ts';
import { enquiryRateLimit } from '../lookups/enquiry-rate-limit.ts';
import { calendarFile, calendarOwner, endCalendarFeed, renewCalendarSecret } from './calendar-feed.ts';

const FeedParamsSchema = z.object({ file: z.string().max(100) });

/** The signed-in user's private calendar feed: made, renewed, ended; and the feed itself. */
async function calendarFeedRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  app.post(
    API.users.calendarFeed,
    { onRequest: app.guard(), schema: { tags, response: { 200: CalendarFeedSchema } } },
    async (request) => {
      const secret = await renewCalendarSecret(app.db, requireUser(request)._id);
      return { url: `${app.config.publicUrl}${API.calendarFeed(`${secret}.ics`)}` };
    },
  );

  app.delete(
    API.users.calendarFeed,
    { onRequest: app.guard(), schema: { tags, response: { 204: z.null() } } },
    async (request, reply) => {
      await endCalendarFeed(app.db, requireUser(request)._id);
      return reply.status(204).send(null);
    },
  );

  // No token: the secret in the address is the credential; limited per address as the enquiry is.
  app.get(
    API.calendarFeed(':file'),
    {
      schema: { tags: ['public'], params: FeedParamsSchema },
      config: { rateLimit: enquiryRateLimit(app.config.rateLimits.enquiry) },
    },
    async (request, reply) => {
      const { file } = request.params;
      const owner = file.endsWith('.ics') ? await calendarOwner(app.db, file.slice(0, -4)) : undefined;
      if (!owner) throw new AppError('NOT_FOUND', MESSAGES.common.routeNotFound);
      const settings = await app.officeSettings.read();
      const body = await calendarFile(app.db, settings.timeZone, app.config.publicUrl, settings.siteName);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
}

export default routePlugin(
  'calendar-feed-routes',
  { decorators: ['config', 'db', 'officeSettings'], dependencies: ['guard'] },
  calendarFeedRoutes,
);
