import { DeletedResponseSchema, IdParamsSchema, type ResourceApi } from '@visadesk/contract';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  onRequestAsyncHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** The app as a route module sees it, with the contract's zod schemas typing requests. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

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

/** DELETE <remove>/:id: answers `{_id}`, 404 when there is none, 400 for a malformed id. */
export function deleteRecordRoute(
  app: ZodApp,
  { api, onRequest, tags }: RecordRouteOptions,
  remove: (id: string) => Promise<void>,
) {
  app.delete(
    api.remove(':id'),
    { onRequest, schema: { tags, params: IdParamsSchema, response: { 200: DeletedResponseSchema } } },
    async (request) => {
      await remove(request.params.id);
      return { _id: request.params.id };
    },
  );
}
