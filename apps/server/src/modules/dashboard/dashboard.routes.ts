import { CATALOGUE_API, DashboardSchema } from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routePlugin } from '../../plugins/route-plugin.ts';
import { loadDashboard } from './dashboard.service.ts';

/** GET fetchDashboard: any signed-in staff role. */
async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    CATALOGUE_API.dashboard.get,
    { onRequest: app.guard(), schema: { tags: ['dashboard'], response: { 200: DashboardSchema } } },
    async () => loadDashboard(app.db, (await app.officeSettings.read()).timeZone),
  );
}

export default routePlugin(
  'dashboard-routes',
  { decorators: ['db', 'officeSettings'], dependencies: ['guard'] },
  dashboardRoutes,
);
