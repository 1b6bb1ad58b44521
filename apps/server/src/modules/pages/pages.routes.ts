import {
  IdParamsSchema,
  MESSAGES,
  normalizePageLink,
  PAGE_CONTENT_MAX,
  PAGES,
  PageByLinkQuerySchema,
  PageInputSchema,
  PageListSchema,
  PageSchema,
  pageLinkProblem,
} from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.ts';
import { saveBasis } from '../../lib/record-version.ts';
import { routePlugin } from '../../plugins/route-plugin.ts';
import { recordRoutes } from '../catalogue/record-routes.ts';
import { BIN_KINDS } from '../recently-deleted/bin-kinds.ts';
import { binDeleteRoute } from '../recently-deleted/delete-route.ts';
import { createPagesService } from './pages.service.ts';

const API = PAGES.api;
/** PAGE_CONTENT_MAX characters, each up to 6 bytes as a JSON escape, and the other fields. */
const PAGE_BODY_LIMIT = PAGE_CONTENT_MAX * 6 + 16 * 1024;

/** Content pages: staff manage them; the public reads the published ones (navbar and page view). */
async function pagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const pages = createPagesService(app.db);
  const onRequest = app.guard();
  const tags = [PAGES.name];
  const options = { api: API, onRequest, tags };

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

  recordRoutes(app, options, BIN_KINDS.pages, PageSchema, pages.get, {
    current: pages.get,
    answer: (page, values) => {
      const then = { ...page, ...values };
      return { ...then, published: then.status === 'Published' };
    },
  });

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
    (request) => pages.update(request.params.id, request.body, saveBasis(request)),
  );

  binDeleteRoute(app, options, BIN_KINDS.pages);
}

export default routePlugin(
  'pages-routes',
  { decorators: ['db', 'files'], dependencies: ['guard'] },
  pagesRoutes,
);
