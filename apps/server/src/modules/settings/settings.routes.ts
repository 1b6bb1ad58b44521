import {
  CATALOGUE_API,
  MESSAGES,
  RecordVersionsSchema,
  type Settings,
  SettingsInputSchema,
  SettingsSchema,
} from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditBy, recordAudit } from '../../audit/audit-log.ts';
import { requireUser } from '../../auth/guard.ts';
import { recordHistory } from '../../db/record-history.ts';
import { settings as settingsTable } from '../../db/schema.ts';
import { badRequest } from '../../lib/app-error.ts';
import { expectedVersion, staleRecord } from '../../lib/record-version.ts';
import { routePlugin } from '../../plugins/route-plugin.ts';
import { getSettings, SINGLE_SETTINGS_ROW, saveSettings } from './settings.repository.ts';

const API = CATALOGUE_API.settings;

/** The settings' top-level fields and groups a save changed, for the audit log. */
const changedSettings = (before: Settings, after: Settings) =>
  (Object.keys(after) as (keyof Settings)[]).filter(
    (key) => key !== 'updatedAt' && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );

/** Status mails read back as on only while a mail server works: whether a status change mails now. */
const asSent = (settings: Settings, isMailWorking: boolean): Settings =>
  settings.mail.statusMailsEnabled && !isMailWorking
    ? { ...settings, mail: { ...settings.mail, statusMailsEnabled: false } }
    : settings;

/** Site settings: anyone reads them (the landing page's contact section), only admins change them. */
async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];

  app.get(API.get, { schema: { tags: [...tags, 'public'], response: { 200: SettingsSchema } } }, async () => {
    const [settings, isMailWorking] = await Promise.all([getSettings(app.db), app.mailServers.isWorking()]);
    return asSent(settings, isMailWorking);
  });

  // The one settings row keeps no time of its first save: only its changes are listed.
  const versionsOf = recordHistory(settingsTable);
  app.get(
    API.versions,
    { onRequest: app.guard('admin'), schema: { tags, response: { 200: RecordVersionsSchema } } },
    async () => ({ versions: await versionsOf(app.db, String(SINGLE_SETTINGS_ROW)) }),
  );

  app.put(
    API.update,
    {
      onRequest: app.guard('admin'),
      schema: { tags, body: SettingsInputSchema, response: { 200: SettingsSchema } },
    },
    async (request) => {
      const { mail } = request.body;
      const isMailWorking = await app.mailServers.isWorking();
      // Status mails written while no mail server works would wait, then all go at once when one
      // is set; codes would never reach the applicants, shut out of their documents.
      if (mail?.statusMailsEnabled && !isMailWorking)
        throw badRequest(MESSAGES.settings.statusMailsNeedMail, 'mail.statusMailsEnabled');
      if (mail?.documentCodeRequired && !isMailWorking)
        throw badRequest(MESSAGES.settings.documentCodeNeedsMail, 'mail.documentCodeRequired');
      const before = await app.officeSettings.read();
      const saved = await saveSettings(
        app.db,
        request.body,
        requireUser(request)._id,
        expectedVersion(request),
      );
      if (!saved) throw staleRecord();
      app.officeSettings.forget();
      await recordAudit(app.db, {
        ...auditBy(request),
        action: 'settings.changed',
        details: { changed: changedSettings(before, saved) },
      });
      return asSent(saved, isMailWorking);
    },
  );
}

export default routePlugin(
  'settings-routes',
  { decorators: ['config', 'db', 'officeSettings', 'mailServers'], dependencies: ['guard'] },
  settingsRoutes,
);
