import {
  APPLICATION_API,
  ApplicationEditFieldsSchema,
  ApplicationFieldsSchema,
  ApplicationListQuerySchema,
  ApplicationListSchema,
  ApplicationSchema,
  calendarDayIn,
  DeletedResponseSchema,
  IdParamsSchema,
  MESSAGES,
} from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth/guard.ts';
import { withMultipartForm } from '../../files/multipart-form.ts';
import { badRequest } from '../../lib/app-error.ts';
import { saveBasis } from '../../lib/record-version.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { routePlugin } from '../../plugins/route-plugin.ts';
import { assignmentRoutes } from './application-assignment.routes.ts';
import { bulkRoutes } from './application-bulk.routes.ts';
import { documentRoutes } from './application-documents.routes.ts';
import { documentsZipRoute } from './application-documents-zip.routes.ts';
import {
  type ApplicationRoutesContext,
  type ApplicationsRoutesOptions,
  applicationRoutesContext,
} from './application-routes-context.ts';
import { statusRoutes } from './application-status.routes.ts';
import { versionRoutes } from './application-versions.routes.ts';
import { requireDeleteRole } from './delete-role.ts';
import { uploadLinkRoutes } from './upload-link.routes.ts';
import { uploadPageRoutes } from './upload-page.routes.ts';

const M = MESSAGES.applications;

/** Visa applications for staff: the records here, their documents and their status beside. */
async function applicationsRoutes(fastify: FastifyInstance, options: ApplicationsRoutesOptions) {
  const context = applicationRoutesContext(fastify, options);
  listRoutes(context);
  recordRoutes(context);
  documentRoutes(context);
  documentsZipRoute(context);
  statusRoutes(context);
  versionRoutes(context);
  assignmentRoutes(context);
  bulkRoutes(context);
  uploadLinkRoutes(context);
  uploadPageRoutes(context);
}

/** The list (paged, searched, filtered, sorted) and one record. */
function listRoutes({ app, service, dto, record, anyStaff, tags }: ApplicationRoutesContext) {
  app.get(
    APPLICATION_API.list,
    {
      onRequest: anyStaff,
      schema: { tags, querystring: ApplicationListQuerySchema, response: { 200: ApplicationListSchema } },
    },
    async (request) => {
      const { page, limit, search, status, sort, expiringWithin, assignedTo, fromApplicant } = request.query;
      const today = calendarDayIn((await app.officeSettings.read()).timeZone);
      const query = { page, limit, search, status, sort, expiringWithin, assignedTo, fromApplicant };
      const { rows, total, moreThan } = await service.list(query, today, requireUser(request)._id);
      return {
        applications: rows.map(dto),
        totalApplication: total,
        totalPages: Math.ceil(total / limit),
        currentPage: page,
        ...(moreThan ? { moreThan } : {}),
        today,
      };
    },
  );

  app.get(
    APPLICATION_API.get(':id'),
    { onRequest: anyStaff, schema: { tags, params: IdParamsSchema, response: { 200: ApplicationSchema } } },
    async (request) => record(await service.get(request.params.id)),
  );
}

/** Add (with its photo), edit (the photo optional) and delete. */
function recordRoutes(context: ApplicationRoutesContext) {
  const { app, service, record, anyStaff, tags, multipart, stageImage, photoRule } = context;

  app.post(
    APPLICATION_API.create,
    { onRequest: anyStaff, schema: { tags, ...multipart, response: { 201: ApplicationSchema } } },
    async (request, reply) => {
      const created = await withMultipartForm(request, photoRule, async (form) => {
        const fields = parseOrThrow(ApplicationFieldsSchema, form.fields);
        const image = form.files.image;
        if (!image) throw badRequest(M.imageRequired, 'image');
        return service.create(fields, () => stageImage(image), requireUser(request));
      });
      return reply.status(201).send(record(created));
    },
  );

  app.put(
    APPLICATION_API.update(':id'),
    {
      onRequest: anyStaff,
      schema: { tags, ...multipart, params: IdParamsSchema, response: { 200: ApplicationSchema } },
    },
    async (request) => {
      // Read before the form, so a bad header stages no photo.
      const basis = saveBasis(request);
      const updated = await withMultipartForm(request, photoRule, async (form) => {
        const fields = parseOrThrow(ApplicationEditFieldsSchema, form.fields);
        const image = form.files.image;
        return service.update(request.params.id, fields, image && (() => stageImage(image)), basis);
      });
      return record(updated);
    },
  );

  app.delete(
    APPLICATION_API.remove(':id'),
    {
      onRequest: anyStaff,
      schema: { tags, params: IdParamsSchema, response: { 200: DeletedResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      await requireDeleteRole(app.officeSettings, user);
      await service.remove(request.params.id, user);
      return { _id: request.params.id };
    },
  );
}

export default routePlugin(
  'applications-routes',
  {
    decorators: ['db', 'files', 'fileUrls', 'officeSettings'],
    dependencies: ['guard', '@fastify/multipart'],
  },
  applicationsRoutes,
);
