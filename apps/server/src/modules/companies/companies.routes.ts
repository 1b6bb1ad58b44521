import {
  CATALOGUE_API,
  CompanyInputSchema,
  CompanyListSchema,
  CompanySchema,
  DeletedResponseSchema,
  IdParamsSchema,
} from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { expectedVersion } from '../../lib/record-version.ts';
import { createCompaniesService } from './companies.service.ts';

const API = CATALOGUE_API.companies;

/** Companies (the application form's employers): any staff role manages them. */
export default async function companiesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const companies = createCompaniesService(app.db);
  const onRequest = app.guard();
  const tags = ['companies'];

  app.get(API.list, { onRequest, schema: { tags, response: { 200: CompanyListSchema } } }, () =>
    companies.list(),
  );

  app.get(
    API.get(':id'),
    { onRequest, schema: { tags, params: IdParamsSchema, response: { 200: CompanySchema } } },
    (request) => companies.get(request.params.id),
  );

  app.post(
    API.create,
    { onRequest, schema: { tags, body: CompanyInputSchema, response: { 201: CompanySchema } } },
    async (request, reply) => reply.status(201).send(await companies.create(request.body.name)),
  );

  app.put(
    API.update(':id'),
    {
      onRequest,
      schema: { tags, params: IdParamsSchema, body: CompanyInputSchema, response: { 200: CompanySchema } },
    },
    (request) => companies.update(request.params.id, request.body.name, expectedVersion(request)),
  );

  app.delete(
    API.remove(':id'),
    { onRequest, schema: { tags, params: IdParamsSchema, response: { 200: DeletedResponseSchema } } },
    async (request) => {
      await companies.remove(request.params.id);
      return { _id: request.params.id };
    },
  );
}
