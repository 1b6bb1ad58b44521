import {
  APPLICATION_API,
  APPLICATION_RESTORE_KEEPS,
  ApplicationSchema,
  DOCUMENT_SLOTS,
  IdParamsSchema,
  RecordVersionsSchema,
} from '@visadesk/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recordHistory } from '../../db/record-history.ts';
import { applications, users } from '../../db/schema.ts';
import { restoreVersionRoute, versionRoute } from '../catalogue/record-routes.ts';
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

  const options = { api: APPLICATION_API, tags };
  versionRoute(
    app,
    { ...options, onRequest: anyStaff },
    applications,
    ApplicationSchema,
    service.get,
    async (row, values) => one(await withAssigneeName(app.db, { ...row, ...values })),
    'The application as it was at a version, its files signed, and the version',
  );
  // Admins and approvers, as they change a status; the status and the assignment stay.
  restoreVersionRoute(
    app,
    { ...options, onRequest: deciders },
    BIN_KINDS.applications,
    ApplicationSchema,
    async (id) => record(await service.get(id)),
    APPLICATION_RESTORE_KEEPS,
  );
}

/** The row as at a version names the user it was assigned to then. */
async function withAssigneeName(db: Db, row: ApplicationRecord): Promise<ApplicationRecord> {
  if (!row.assignedTo) return { ...row, assignedToName: null };
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, row.assignedTo));
  return { ...row, assignedToName: user?.name ?? null };
}
