import { ApplicantUploadsSchema, CATALOGUE_API, DashboardSchema } from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routePlugin } from '../../plugins/route-plugin.ts';
import { applicantUploadsSince } from '../applications/application-list.ts';
import { countApplicantUploads } from './dashboard.repository.ts';
import { loadDashboard } from './dashboard.service.ts';

/** GET fetchDashboard and what came in from applicants: any signed-in staff role. */
async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    CATALOGUE_API.dashboard.get,
    { onRequest: app.guard(), schema: { tags: ['dashboard'], response: { 200: DashboardSchema } } },
    async () => loadDashboard(app.db, (await app.officeSettings.read()).timeZone),
  );
  // Its own answer: the dashboard's figures keep the specification's shape.
  app.get(
    CATALOGUE_API.dashboard.applicantUploads,
    { onRequest: app.guard(), schema: { tags: ['dashboard'], response: { 200: ApplicantUploadsSchema } } },
    async () => {
      const since = applicantUploadsSince();
      return { count: await countApplicantUploads(app.db, since), since: since.toISOString() };
    },
  );
}

export default routePlugin(
  'dashboard-routes',
  { decorators: ['db', 'officeSettings'], dependencies: ['guard'] },
  dashboardRoutes,
);
