import { DeletedResponseSchema, IdParamsSchema } from '@visadesk/contract';
import { requireUser } from '../../auth/guard.ts';
import type { RecordRouteOptions, ZodApp } from '../catalogue/record-routes.ts';
import type { BinKind } from './bin-kinds.ts';
import { createRecycleBin } from './recycle-bin.ts';

/**
 * DELETE <remove>/:id of a resource: moves the record to Recently deleted, by the signed-in user
 * (recycle-bin.ts), and answers `{_id}`; 404 when there is none, 400 for a malformed id.
 */
export function binDeleteRoute(app: ZodApp, { api, onRequest, tags }: RecordRouteOptions, kind: BinKind) {
  const bin = createRecycleBin(app.db, app.files);
  app.delete(
    api.remove(':id'),
    { onRequest, schema: { tags, params: IdParamsSchema, response: { 200: DeletedResponseSchema } } },
    async (request) => {
      await bin.move(kind, request.params.id, requireUser(request));
      return { _id: request.params.id };
    },
  );
}
