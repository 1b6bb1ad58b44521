import { CATALOGUE_API, MESSAGES, SettingsInputSchema, SettingsSchema } from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/guard.ts';
import { badRequest } from '../../lib/app-error.ts';
import { expectedVersion, staleRecord } from '../../lib/record-version.ts';
import { routePlugin } from '../../plugins/route-plugin.ts';
import { getSettings, saveSettings } from './settings.repository.ts';

const API = CATALOGUE_API.settings;

/** Site settings: anyone reads them (the landing page's contact section), only admins change them. */
async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];

  app.get(API.get, { schema: { tags: [...tags, 'public'], response: { 200: SettingsSchema } } }, () =>
    getSettings(app.db),
  );

  app.put(
    API.update,
    {
      onRequest: app.guard('admin'),
      schema: { tags, body: SettingsInputSchema, response: { 200: SettingsSchema } },
    },
    async (request) => {
      // Codes go out by mail; without a mail server they would wait in the outbox and every
      // applicant would be shut out of their documents.
      if (request.body.mail?.documentCodeRequired && !app.config.mail)
        throw badRequest(MESSAGES.settings.documentCodeNeedsMail, 'mail.documentCodeRequired');
      const saved = await saveSettings(
        app.db,
        request.body,
        requireUser(request)._id,
        expectedVersion(request),
      );
      if (!saved) throw staleRecord();
      app.officeSettings.forget();
      return saved;
    },
  );
}

export default routePlugin(
  'settings-routes',
  { decorators: ['config', 'db', 'officeSettings'], dependencies: ['guard'] },
  settingsRoutes,
);
