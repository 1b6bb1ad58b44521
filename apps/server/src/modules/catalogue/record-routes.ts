import { IdParamsSchema, RecordVersionsSchema, type ResourceApi } from '@visadesk/contract';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import { recordHistory } from '../../db/record-history.ts';
import type { ZodApp } from '../../plugins/route-plugin.ts';

export type { ZodApp };

/** What the one-record routes of a resource share: its paths, guard and OpenAPI tags. */
export type RecordRouteOptions = { api: ResourceApi; onRequest: onRequestAsyncHookHandler; tags: string[] };

/*
 * The routes every catalogue and content resource has alike. Each is registered on its own, where
 * the resource's module has it, so the OpenAPI document lists the paths in the resource's own
 * order.
 */

/** GET <get>/:id: one record (200), 404 when there is none, 400 for a malformed id. */
export function getRecordRoute(
  app: ZodApp,
  { api, onRequest, tags }: RecordRouteOptions,
  record: z.ZodType,
  get: (id: string) => Promise<unknown>,
) {
  app.get(
    api.get(':id'),
    { onRequest, schema: { tags, params: IdParamsSchema, response: { 200: record } } },
    (request) => get(request.params.id),
  );
}

/**
 * GET <versions>/:id: every version of one record of `table`, newest first (db/record-history.ts);
 * 404 when there is none. Version 1 is the record as created; who created it these records do not keep.
 */
export function versionsRoute(
  app: ZodApp,
  { api, onRequest, tags }: Omit<RecordRouteOptions, 'api'> & { api: Pick<ResourceApi, 'versions'> },
  table: PgTable,
  get: (id: string) => Promise<{ createdAt: string }>,
) {
  const versionsOf = recordHistory(table);
  app.get(
    api.versions(':id'),
    { onRequest, schema: { tags, params: IdParamsSchema, response: { 200: RecordVersionsSchema } } },
    async (request) => {
      const { id } = request.params;
      const { createdAt } = await get(id);
      return { versions: await versionsOf(app.db, id, { at: new Date(createdAt), by: null }) };
    },
  );
}
