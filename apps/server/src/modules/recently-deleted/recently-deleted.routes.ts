import {
  APPLICATION_API,
  DeletedApplicationListSchema,
  DeletedListQuerySchema,
  DeletedRecordListSchema,
  DeletedResponseSchema,
  IdParamsSchema,
  RESOURCE_DEFINITIONS,
} from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { auditBy, recordAudit } from '../../audit/audit-log.ts';
import { routePlugin } from '../../plugins/route-plugin.ts';
import type { ZodApp } from '../catalogue/record-routes.ts';
import { BIN_KINDS, type BinKind, type RowData } from './bin-kinds.ts';
import { type BinEntry, createRecycleBin, type RecycleBin } from './recycle-bin.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const RESTORE_SUMMARY =
  'Restore a deleted record as it was, with its files and history (admins); 409 when a unique field of it is now taken, 404 when it is no longer there';
const PURGE_SUMMARY = 'Delete a record in Recently deleted for good, with its files and history (admins)';

/** The paths of one table's bin: its list, a restore and a purge. */
type BinPaths = {
  deleted: string;
  restoreDeleted: (id: string) => string;
  purgeDeleted: (id: string) => string;
};

/** What a list shows of an entry beyond the common fields (an application's passport and status). */
type Extra = (data: RowData) => Record<string, unknown>;

/** Recently deleted, for admins: each binned table's list, restore and purge, under its own prefix. */
async function recentlyDeletedRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const bin = createRecycleBin(app.db, app.files);
  const onRequest = app.guard('admin');
  const applicationExtra: Extra = (data) => ({ passport: data.passport, status: data.is_status });
  binRoutes(app, bin, onRequest, {
    kind: BIN_KINDS.applications,
    paths: APPLICATION_API,
    tags: ['applications'],
    list: DeletedApplicationListSchema,
    extra: applicationExtra,
  });
  for (const definition of RESOURCE_DEFINITIONS)
    binRoutes(app, bin, onRequest, {
      kind: BIN_KINDS[definition.name],
      paths: definition.api,
      tags: [definition.name],
      list: DeletedRecordListSchema,
      extra: () => ({}),
    });
}

function binRoutes(
  app: ZodApp,
  bin: RecycleBin,
  onRequest: ReturnType<FastifyInstance['guard']>,
  {
    kind,
    paths,
    tags,
    list,
    extra,
  }: { kind: BinKind; paths: BinPaths; tags: string[]; list: z.ZodType; extra: Extra },
) {
  app.get(
    paths.deleted,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Recently deleted: the deleted records, newest deletion first (admins)',
        description: `Each with who deleted it and when it is purged with its files (the settings' days after).`,
        querystring: DeletedListQuerySchema,
        response: { 200: list },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { entries, total, keepDays } = await bin.list(kind, { page, limit });
      const item = (entry: BinEntry) => ({
        _id: entry.id,
        name: kind.nameOf(entry.data),
        deletedAt: entry.deletedAt.toISOString(),
        deletedBy: entry.deletedBy,
        purgeAt: new Date(entry.deletedAt.getTime() + keepDays * DAY_MS).toISOString(),
        ...extra(entry.data),
      });
      return {
        records: entries.map(item),
        total,
        totalPages: Math.max(1, Math.ceil(total / limit)),
        currentPage: page,
        keepDays,
      };
    },
  );

  // A restore and a purge: one record of the bin by its id, answering `{_id}`.
  const actions = [
    ['POST', paths.restoreDeleted, bin.restore, RESTORE_SUMMARY, 'record.restored'],
    ['DELETE', paths.purgeDeleted, bin.purge, PURGE_SUMMARY, 'record.purged'],
  ] as const;
  for (const [method, path, act, summary, action] of actions)
    app.route({
      method,
      url: path(':id'),
      onRequest,
      schema: { tags, summary, params: IdParamsSchema, response: { 200: DeletedResponseSchema } },
      handler: async (request) => {
        await act(kind, request.params.id);
        const target = { type: kind.name, id: request.params.id };
        await recordAudit(app.db, { ...auditBy(request), action, target });
        return { _id: request.params.id };
      },
    });
}

export default routePlugin(
  'recently-deleted-routes',
  { decorators: ['db', 'files'], dependencies: ['guard'] },
  recentlyDeletedRoutes,
);
