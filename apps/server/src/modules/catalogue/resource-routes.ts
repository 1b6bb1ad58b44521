import type { RESOURCE_DEFINITIONS } from '@visadesk/contract';
import type { FastifyPluginAsync } from 'fastify';
import pagesRoutes from '../pages/pages.routes.ts';
import slidersRoutes from '../sliders/sliders.routes.ts';
import { catalogueRoutes } from './catalogue.routes.ts';

/** The content resources, whose rules (links, publishing, images) have modules of their own. */
const CONTENT_ROUTES = { pages: pagesRoutes, sliders: slidersRoutes };

/** The routes of one resource of contract RESOURCE_DEFINITIONS (app.ts registers them in a loop). */
export function resourceRoutes(definition: (typeof RESOURCE_DEFINITIONS)[number]): FastifyPluginAsync {
  return definition.kind === 'catalogue' ? catalogueRoutes(definition) : CONTENT_ROUTES[definition.name];
}
