import {
  CATALOGUE_API,
  DeletedResponseSchema,
  DesignationInputSchema,
  DesignationListQuerySchema,
  DesignationListSchema,
  DesignationSchema,
  IdParamsSchema,
} from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { expectedVersion } from '../../lib/record-version.ts';
import { createDesignationsService } from './designations.service.ts';

const API = CATALOGUE_API.designations;

/** Designations (job titles offered beside the spec's fixed list): any staff role manages them. */
export default async function designationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const designations = createDesignationsService(app.db);
  const onRequest = app.guard();
  const tags = ['designations'];

  app.get(
    API.list,
    {
      onRequest,
      schema: { tags, querystring: DesignationListQuerySchema, response: { 200: DesignationListSchema } },
    },
    async (request) => {
      const { designations: rows, total } = await designations.list(request.query);
      // The spec's list starts at one page, so an empty result is still "Page 1 of 1".
      return { designations: rows, totalPages: Math.max(1, Math.ceil(total / request.query.limit)) };
    },
  );

  app.get(
    API.get(':id'),
    { onRequest, schema: { tags, params: IdParamsSchema, response: { 200: DesignationSchema } } },
    (request) => designations.get(request.params.id),
  );

  app.post(
    API.create,
    { onRequest, schema: { tags, body: DesignationInputSchema, response: { 201: DesignationSchema } } },
    async (request, reply) => reply.status(201).send(await designations.create(request.body.name)),
  );

  app.put(
    API.update(':id'),
    {
      onRequest,
      schema: {
        tags,
        params: IdParamsSchema,
        body: DesignationInputSchema,
        response: { 200: DesignationSchema },
      },
    },
    (request) => designations.update(request.params.id, request.body.name, expectedVersion(request)),
  );

  app.delete(
    API.remove(':id'),
    { onRequest, schema: { tags, params: IdParamsSchema, response: { 200: DeletedResponseSchema } } },
    async (request) => {
      await designations.remove(request.params.id);
      return { _id: request.params.id };
    },
  );
}
