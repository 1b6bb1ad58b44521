import {
  CATALOGUE_API,
  DeletedResponseSchema,
  IdParamsSchema,
  SalaryInputSchema,
  SalaryListSchema,
  SalarySchema,
} from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { expectedVersion } from '../../lib/record-version.ts';
import { createSalariesService } from './salaries.service.ts';

const API = CATALOGUE_API.salaries;

/** Salary records (the amounts the application form offers): any staff role manages them. */
export default async function salariesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const salaries = createSalariesService(app.db);
  const onRequest = app.guard();
  const tags = ['salaries'];

  app.get(API.list, { onRequest, schema: { tags, response: { 200: SalaryListSchema } } }, () =>
    salaries.list(),
  );

  app.get(
    API.get(':id'),
    { onRequest, schema: { tags, params: IdParamsSchema, response: { 200: SalarySchema } } },
    (request) => salaries.get(request.params.id),
  );

  app.post(
    API.create,
    { onRequest, schema: { tags, body: SalaryInputSchema, response: { 201: SalarySchema } } },
    async (request, reply) => reply.status(201).send(await salaries.create(request.body.name)),
  );

  app.put(
    API.update(':id'),
    {
      onRequest,
      schema: { tags, params: IdParamsSchema, body: SalaryInputSchema, response: { 200: SalarySchema } },
    },
    (request) => salaries.update(request.params.id, request.body.name, expectedVersion(request)),
  );

  app.delete(
    API.remove(':id'),
    { onRequest, schema: { tags, params: IdParamsSchema, response: { 200: DeletedResponseSchema } } },
    async (request) => {
      await salaries.remove(request.params.id);
      return { _id: request.params.id };
    },
  );
}
