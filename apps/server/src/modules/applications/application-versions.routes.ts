import {
  APPLICATION_API,
  APPLICATION_RESTORE_KEEPS,
  ApplicationSchema,
  DOCUMENT_SLOTS,
  IdParamsSchema,
  MESSAGES,
  RecordVersionsSchema,
  recordAtVersionSchema,
  VersionParamsSchema,
} from '@visadesk/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recordAtVersion } from '../../db/record-at-version.ts';
import { recordHistory } from '../../db/record-history.ts';
import { applications, users } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { saveBasis } from '../../lib/record-version.ts';
import { restoreVersion } from '../history/restore-version.ts';
import { BIN_KINDS } from '../recently-deleted/bin-kinds.ts';
import type { ApplicationRoutesContext } from './application-routes-context.ts';
import type { ApplicationRecord } from './applications.repository.ts';

const versionsOf = recordHistory(applications, {
  renamed: { imageKey: 'image' },
  files: ['image', ...DOCUMENT_SLOTS.map(({ key }) => key)],
  people: ['assignedTo'],
});

/** An application's versions: every save, who made it, and what it changed; one of them, or it restored. */
export function versionRoutes(context: ApplicationRoutesContext) {
  const { app, service, one, record, anyStaff, deciders, tags } = context;

  app.get(
    APPLICATION_API.versions(':id'),
    {
      onRequest: anyStaff,
      schema: { tags, params: IdParamsSchema, response: { 200: RecordVersionsSchema } },
    },
    async (request) => {
      const row = await service.get(request.params.id);
      return { versions: await versionsOf(app.db, row.id, { at: row.createdAt, by: row.createdByName }) };
    },
  );

  app.get(
    APPLICATION_API.version(':id', ':version'),
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: 'The application as it was at a version, its files signed, and the version',
        params: VersionParamsSchema,
        response: { 200: recordAtVersionSchema(ApplicationSchema) },
      },
    },
    async (request) => {
      const { id, version } = request.params;
      const row = await service.get(id);
      const at = await recordAtVersion(app.db, applications, id, version);
      if (!at) throw notFound(MESSAGES.common.versionNotFound);
      return {
        record: one(await withAssigneeName(app.db, { ...row, ...at.values })),
        version: at.meta ?? {
          version: 1,
          action: 'created',
          at: row.createdAt.toISOString(),
          by: row.createdByName,
        },
      };
    },
  );

  app.post(
    APPLICATION_API.restoreVersion(':id', ':version'),
    {
      onRequest: deciders,
      schema: {
        tags,
        summary: 'Brings the fields and files back as at a version (If-Match); status and assignment stay',
        params: VersionParamsSchema,
        response: { 200: ApplicationSchema },
      },
    },
    async (request) => {
      const { id, version } = request.params;
      await restoreVersion(app.db, app.files, BIN_KINDS.applications, {
        id,
        version,
        basis: saveBasis(request),
        kept: APPLICATION_RESTORE_KEEPS,
      });
      return record(await service.get(id));
    },
  );
}

/** The row as at a version names the user it was assigned to then. */
async function withAssigneeName(db: Db, row: ApplicationRecord): Promise<ApplicationRecord> {
  if (!row.assignedTo) return { ...row, assignedToName: null };
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, row.assignedTo));
  return { ...row, assignedToName: user?.name ?? null };
}
