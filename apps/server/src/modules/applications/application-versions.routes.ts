import { APPLICATION_API, DOCUMENT_SLOTS, IdParamsSchema, RecordVersionsSchema } from '@visadesk/contract';
import { recordHistory } from '../../db/record-history.ts';
import { applications } from '../../db/schema.ts';
import type { ApplicationRoutesContext } from './application-routes-context.ts';

const versionsOf = recordHistory(applications, {
  renamed: { imageKey: 'image' },
  files: ['image', ...DOCUMENT_SLOTS.map(({ key }) => key)],
  people: ['assignedTo'],
});

/** An application's versions: every save, who made it, and what it changed. */
export function versionRoutes(context: ApplicationRoutesContext) {
  const { app, service, anyStaff, tags } = context;

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
}
