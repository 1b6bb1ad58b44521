import { CATALOGUE_API, MailServerInputSchema, MailServerSchema, MESSAGES } from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/guard.ts';
import { conflict } from '../../lib/app-error.ts';
import { routePlugin } from '../../plugins/route-plugin.ts';

const API = CATALOGUE_API.settings;

/**
 * Admins: the mail server set in Settings (mail/mail-server.ts). The answer never holds the
 * password; while the server's own configuration sets the mail server, it is shown and not saved.
 */
async function mailServerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admins = app.guard('admin');
  const tags = ['settings'];

  app.get(API.mailServer, { onRequest: admins, schema: { tags, response: { 200: MailServerSchema } } }, () =>
    app.mailServers.describe(),
  );

  app.put(
    API.updateMailServer,
    {
      onRequest: admins,
      schema: { tags, body: MailServerInputSchema, response: { 200: MailServerSchema } },
    },
    async (request) => {
      if (app.config.mail) throw conflict(MESSAGES.mailServer.setByServer);
      await app.mailServers.save(request.body, requireUser(request)._id);
      // A changed server turned status mails off: every node reads the settings again.
      app.officeSettings.forget();
      return app.mailServers.describe();
    },
  );
}

export default routePlugin(
  'mail-server-routes',
  { decorators: ['config', 'officeSettings', 'mailServers'], dependencies: ['guard'] },
  mailServerRoutes,
);
