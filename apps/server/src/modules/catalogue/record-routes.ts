import {
  IdParamsSchema,
  MESSAGES,
  RecordVersionsSchema,
  type ResourceApi,
  recordAtVersionSchema,
  VersionParamsSchema,
} from '@visadesk/contract';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import { auditBy, recordAudit } from '../../audit/audit-log.ts';
import { recordAtVersion } from '../../db/record-at-version.ts';
import { recordHistory } from '../../db/record-history.ts';
import { notFound } from '../../lib/app-error.ts';
import { saveBasis } from '../../lib/record-version.ts';
import type { ZodApp } from '../../plugins/route-plugin.ts';
import { restoreVersion } from '../history/restore-version.ts';
import type { BinKind } from '../recently-deleted/bin-kinds.ts';

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

/** A record as its routes answer it with the values it had at a version; dates as the API writes them. */
const asAnswered = (record: object, values: Record<string, unknown>) => ({
  ...record,
  ...Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  ),
});

/**
 * GET <version>/:id/:version: one record of `table` as it was at a version (db/record-at-version.ts),
 * in the shape its GET answers (`record`), with the version's meta; 404 for no such record or
 * version. `current` reads today's record (with when it was added: version 1); `answer` makes the
 * answer from it and the values then (by default: them laid over it, property for property).
 */
export function versionRoute<Row extends { createdAt: string | Date; createdByName?: string | null }>(
  app: ZodApp,
  { api, onRequest, tags }: Omit<RecordRouteOptions, 'api'> & { api: Pick<ResourceApi, 'version'> },
  table: PgTable,
  record: z.ZodType,
  current: (id: string) => Promise<Row>,
  answer: (row: Row, values: Record<string, unknown>) => unknown = asAnswered,
  summary = 'One record as it was at a version, and the version',
) {
  app.get(
    api.version(':id', ':version'),
    {
      onRequest,
      schema: {
        tags,
        summary,
        params: VersionParamsSchema,
        response: { 200: recordAtVersionSchema(record) },
      },
    },
    async (request) => {
      const { id, version } = request.params;
      const row = await current(id);
      const at = await recordAtVersion(app.db, table, id, version);
      if (!at) throw notFound(MESSAGES.common.versionNotFound);
      const created = {
        version: 1,
        action: 'created' as const,
        at: new Date(row.createdAt).toISOString(),
        // Who added it, where the record keeps that (an application does).
        by: row.createdByName ?? null,
      };
      return { record: await answer(row, at.values), version: at.meta ?? created };
    },
  );
}

/**
 * POST <restoreVersion>/:id/:version: a record of `kind` brought back to a version, as a new version
 * (history/restore-version.ts), If-Match its version as an edit's; answers it as its GET does.
 */
export function restoreVersionRoute(
  app: ZodApp,
  { api, onRequest, tags }: Omit<RecordRouteOptions, 'api'> & { api: Pick<ResourceApi, 'restoreVersion'> },
  kind: BinKind,
  record: z.ZodType,
  get: (id: string) => Promise<unknown>,
  /** What a restore leaves as it is today (an application's status and assignment). */
  kept: readonly string[] = [],
) {
  app.post(
    api.restoreVersion(':id', ':version'),
    {
      onRequest,
      schema: {
        tags,
        summary: `Brings the record back as it was at a version, as a new version (If-Match)${kept.length > 0 ? `; keeps ${kept.join(', ')}` : ''}`,
        params: VersionParamsSchema,
        response: { 200: record },
      },
    },
    async (request) => {
      const { id, version } = request.params;
      await restoreVersion(app.db, app.files, kind, { id, version, basis: saveBasis(request), kept });
      const target = { type: kind.name, id };
      await recordAudit(app.db, { ...auditBy(request), action: 'restore', target, details: { version } });
      return get(id);
    },
  );
}

/**
 * The four one-record routes every catalogue and content resource has alike, in the order the
 * OpenAPI document lists them: GET one, its versions, one version, restore a version. `at` reads
 * the row a version is rebuilt on and makes the answer from it (by default `get`'s record with the
 * values then laid over it).
 */
export function recordRoutes<Row extends { createdAt: string | Date }>(
  app: ZodApp,
  options: RecordRouteOptions,
  kind: BinKind,
  record: z.ZodType,
  get: (id: string) => Promise<{ createdAt: string }>,
  at?: {
    current: (id: string) => Promise<Row>;
    answer: (row: Row, values: Record<string, unknown>) => unknown;
  },
) {
  getRecordRoute(app, options, record, get);
  versionsRoute(app, options, kind.table, get);
  if (at) versionRoute(app, options, kind.table, record, at.current, at.answer);
  else versionRoute(app, options, kind.table, record, get);
  restoreVersionRoute(app, options, kind, record, get);
}
