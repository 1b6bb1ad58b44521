import {
  CATALOGUE_API,
  DeletedResponseSchema,
  IdParamsSchema,
  MESSAGES,
  normalizePageLink,
  PAGE_CONTENT_MAX,
  PageByLinkQuerySchema,
  PageInputSchema,
  PageListSchema,
  PageSchema,
  pageLinkProblem,
} from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.ts';
import { expectedVersion } from '../../lib/record-version.ts';
import { createPagesService } from './pages.service.ts';

const API = CATALOGUE_API.pages;
/** PAGE_CONTENT_MAX characters, each up to 6 bytes as a JSON escape, and the other fields. */
const PAGE_BODY_LIMIT = PAGE_CONTENT_MAX * 6 + 16 * 1024;

/** Content pages: staff manage them; the public reads the published ones (navbar and page view). */
export default async function pagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const pages = createPagesService(app.db);
  const onRequest = app.guard();
  const tags = ['pages'];

  app.get(
    API.list,
    { onRequest: app.guardOrPublic, schema: { tags, response: { 200: PageListSchema } } },
    (request, reply) => {
      // The answer depends on the token, so no cache may serve one reader's list to another.
      reply.header('Vary', 'Authorization');
      return pages.list(!request.currentUser);
    },
  );

  app.get(
    API.byLink,
    {
      schema: {
        tags: [...tags, 'public'],
        querystring: PageByLinkQuerySchema,
        response: { 200: PageSchema },
      },
    },
    (request) => {
      const link = normalizePageLink(request.query.link);
      if (pageLinkProblem(link)) throw notFound(MESSAGES.common.notFound);
      return pages.getPublishedByLink(link);
    },
  );

  app.get(
    API.get(':id'),
    { onRequest, schema: { tags, params: IdParamsSchema, response: { 200: PageSchema } } },
    (request) => pages.get(request.params.id),
  );

  app.post(
    API.create,
    {
      onRequest,
      bodyLimit: PAGE_BODY_LIMIT,
      schema: { tags, body: PageInputSchema, response: { 201: PageSchema } },
    },
    async (request, reply) => reply.status(201).send(await pages.create(request.body)),
  );

  app.put(
    API.update(':id'),
    {
      onRequest,
      bodyLimit: PAGE_BODY_LIMIT,
      schema: { tags, params: IdParamsSchema, body: PageInputSchema, response: { 200: PageSchema } },
    },
    (request) => pages.update(request.params.id, request.body, expectedVersion(request)),
  );

  app.delete(
    API.remove(':id'),
    { onRequest, schema: { tags, params: IdParamsSchema, response: { 200: DeletedResponseSchema } } },
    async (request) => {
      await pages.remove(request.params.id);
      return { _id: request.params.id };
    },
  );
}
