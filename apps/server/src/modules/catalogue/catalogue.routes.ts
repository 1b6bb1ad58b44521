import { type CatalogueDefinition, IdParamsSchema, RESOURCE_SCHEMAS } from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { saveBasis } from '../../lib/record-version.ts';
import { routePlugin } from '../../plugins/route-plugin.ts';
import { BIN_KINDS } from '../recently-deleted/bin-kinds.ts';
import { binDeleteRoute } from '../recently-deleted/delete-route.ts';
import { createCatalogueService } from './catalogue.service.ts';
import { recordRoutes } from './record-routes.ts';

/**
 * The routes of one catalogue (companies, designations, salaries; app.ts registers one per
 * definition): list, one record, add, save, delete, for the roles the definition names. A list
 * paged on the server answers `{<listKey>: [...], totalPages}`; the others a plain array.
 */
export function catalogueRoutes(definition: CatalogueDefinition) {
  const api = definition.api;
  const schemas = RESOURCE_SCHEMAS[definition.name];
  const paging = definition.paging;

  const needs = { decorators: ['db', 'files'], dependencies: ['guard'] };
  return routePlugin(`${definition.name}-routes`, needs, async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const service = createCatalogueService(app.db, definition);
    const onRequest = app.guard(...definition.roles);
    const tags = [definition.name];
    const options = { api, onRequest, tags };

    if (paging.kind === 'server' && 'listQuery' in schemas) {
      app.get(
        api.list,
        { onRequest, schema: { tags, querystring: schemas.listQuery, response: { 200: schemas.list } } },
        async (request) => {
          const { records, total } = await service.listPage(request.query);
          // The spec's list starts at one page, so an empty result is still "Page 1 of 1".
          const totalPages = Math.max(1, Math.ceil(total / request.query.limit));
          return { [paging.listKey]: records, totalPages } as {
            designations: typeof records;
            totalPages: number;
          };
        },
      );
    } else {
      app.get(api.list, { onRequest, schema: { tags, response: { 200: schemas.list } } }, () =>
        service.listAll(),
      );
    }

    recordRoutes(app, options, BIN_KINDS[definition.name], schemas.record, service.get);

    app.post(
      api.create,
      { onRequest, schema: { tags, body: schemas.input, response: { 201: schemas.record } } },
      async (request, reply) => reply.status(201).send(await service.create(request.body)),
    );

    app.put(
      api.update(':id'),
      {
        onRequest,
        schema: { tags, params: IdParamsSchema, body: schemas.input, response: { 200: schemas.record } },
      },
      (request) => service.update(request.params.id, request.body, saveBasis(request)),
    );

    binDeleteRoute(app, options, BIN_KINDS[definition.name]);
  });
}
