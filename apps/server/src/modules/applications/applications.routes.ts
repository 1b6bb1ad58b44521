import {
  APPLICATION_API,
  ApplicationEditFieldsSchema,
  ApplicationFieldsSchema,
  ApplicationHistorySchema,
  ApplicationListQuerySchema,
  ApplicationListSchema,
  ApplicationSchema,
  type ApplicationStatus,
  DeletedResponseSchema,
  DOCUMENT_SLOTS,
  DocumentParamsSchema,
  type DocumentSlot,
  FILE_LIMITS,
  IdParamsSchema,
  MESSAGES,
} from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/guard.ts';
import { withMultipartForm } from '../../files/multipart-form.ts';
import type { LocalFile } from '../../files/spool.ts';
import { badRequest } from '../../lib/app-error.ts';
import { settleInLanes, valuesOrFirstFailure } from '../../lib/lanes.ts';
import { expectedVersion } from '../../lib/record-version.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import type { StatusMails } from '../../mail/status-mails.ts';
import { routePlugin } from '../../plugins/route-plugin.ts';
import type { JobTitles } from '../catalogue/job-titles.ts';
import { sizesOf, toApplication } from './application-dto.ts';
import * as repo from './applications.repository.ts';
import { createApplicationsService } from './applications.service.ts';
import type { LookupLog } from './lookup-log.ts';
import type { Printouts } from './printouts.ts';

const M = MESSAGES.applications;
const JPEG_PNG = ['jpeg', 'png'] as const;
const multipart = { consumes: ['multipart/form-data'] };

type ApplicationsRoutesOptions = {
  lookupLog: LookupLog;
  printouts: Printouts;
  statusMails: StatusMails;
  jobTitles: JobTitles;
};

/** The photo's one limit, on add and on edit: a photo accepted once is accepted again. */
const PHOTO_RULE = { image: { maxBytes: FILE_LIMITS.applicationImage, tooLargeMessage: M.fileTooLarge5 } };

/** Documents of one form re-encoded at once (the screens send two at a time). */
const DOCUMENT_LANES = 2;

/** Visa applications for staff: list, read, add, edit, documents, status, delete. */
async function applicationsRoutes(
  fastify: FastifyInstance,
  { lookupLog, printouts, statusMails, jobTitles }: ApplicationsRoutesOptions,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createApplicationsService(app.db, app.files, statusMails, jobTitles);
  const dto = (row: repo.ApplicationRow) => toApplication(row, app.fileUrls);
  // One application, which a screen shows with its images: their sized copies too (not in lists).
  const one = (row: repo.ApplicationRow) => ({ ...dto(row), sizes: sizesOf(row, app.fileUrls) });
  // A whole record (read, added, edited, its status changed) is what the applicant copy shows, so it
  // carries what the copy's printout needs; one-document answers do not.
  const record = (row: repo.ApplicationRecord) => ({ ...one(row), verification: printouts.issue(row) });
  const anyStaff = app.guard();
  const deciders = app.guard('admin', 'approver');
  const tags = ['applications'];
  const stageImage = (upload: LocalFile) => app.files.stageImage(upload, JPEG_PNG, M.invalidFileType);

  app.get(
    APPLICATION_API.list,
    {
      onRequest: anyStaff,
      schema: { tags, querystring: ApplicationListQuerySchema, response: { 200: ApplicationListSchema } },
    },
    async (request) => {
      const { page, limit, search, status, sort } = request.query;
      const { rows, total, moreThan } = await service.list({ page, limit, search, status, sort });
      return {
        applications: rows.map(dto),
        totalApplication: total,
        totalPages: Math.ceil(total / limit),
        currentPage: page,
        ...(moreThan ? { moreThan } : {}),
      };
    },
  );

  app.get(
    APPLICATION_API.get(':id'),
    { onRequest: anyStaff, schema: { tags, params: IdParamsSchema, response: { 200: ApplicationSchema } } },
    async (request) => record(await service.get(request.params.id)),
  );

  app.get(
    APPLICATION_API.history(':id'),
    {
      onRequest: anyStaff,
      schema: { tags, params: IdParamsSchema, response: { 200: ApplicationHistorySchema } },
    },
    async (request) => {
      const { id } = request.params;
      await service.get(id);
      await lookupLog.flush();
      const [changes, lookups] = await Promise.all([
        repo.listStatusChanges(app.db, id),
        repo.listLookups(app.db, id),
      ]);
      return {
        statusChanges: changes.map((c) => ({
          _id: c.id,
          from: c.fromStatus as ApplicationStatus | null,
          to: c.toStatus as ApplicationStatus,
          by: c.changedByName,
          at: c.changedAt.toISOString(),
        })),
        lookups: lookups.map((l) => ({
          _id: l.id,
          at: l.at.toISOString(),
          clientAddress: l.clientAddress,
          kind: l.kind,
          document: l.document,
        })),
      };
    },
  );

  app.post(
    APPLICATION_API.create,
    { onRequest: anyStaff, schema: { tags, ...multipart, response: { 201: ApplicationSchema } } },
    async (request, reply) => {
      const created = await withMultipartForm(request, PHOTO_RULE, async (form) => {
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
      const expected = expectedVersion(request);
      const updated = await withMultipartForm(request, PHOTO_RULE, async (form) => {
        const fields = parseOrThrow(ApplicationEditFieldsSchema, form.fields);
        const image = form.files.image;
        return service.update(request.params.id, fields, image && (() => stageImage(image)), expected);
      });
      return record(updated);
    },
  );

  app.put(
    APPLICATION_API.documents(':id'),
    {
      onRequest: anyStaff,
      schema: { tags, ...multipart, params: IdParamsSchema, response: { 200: ApplicationSchema } },
    },
    async (request) => {
      const rule = { maxBytes: FILE_LIMITS.document, tooLargeMessage: M.fileTooLarge5 };
      const rules = Object.fromEntries(DOCUMENT_SLOTS.map(({ key }) => [key, rule]));
      const slots = await withMultipartForm(request, rules, async (form) => {
        const sent = DOCUMENT_SLOTS.filter(({ key }) => form.files[key]);
        if (sent.length === 0) throw badRequest(M.documentsRequired);
        // Two at a time: re-encoding a scan is most of an upload's time.
        const results = await settleInLanes(sent, DOCUMENT_LANES, ({ key }) =>
          stageImage(form.files[key] as LocalFile),
        );
        const staged = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
        if (staged.length < sent.length) await app.files.purge(staged);
        const keys = valuesOrFirstFailure(results);
        return Object.fromEntries(sent.map(({ key }, i) => [key, keys[i]])) as Partial<
          Record<DocumentSlot, string>
        >;
      });
      return one(await service.setDocuments(request.params.id, slots));
    },
  );

  // One document on its own, so a browser uploads each with its own progress, error and retry.
  app.put(
    APPLICATION_API.document(':id', ':slot'),
    {
      onRequest: anyStaff,
      schema: { tags, ...multipart, params: DocumentParamsSchema, response: { 200: ApplicationSchema } },
    },
    async (request) => {
      const { id, slot } = request.params;
      const rules = { file: { maxBytes: FILE_LIMITS.document, tooLargeMessage: M.fileTooLarge5 } };
      const key = await withMultipartForm(request, rules, async (form) => {
        if (!form.files.file) throw badRequest(M.documentsRequired, 'file');
        return stageImage(form.files.file);
      });
      return one(await service.setDocuments(id, { [slot]: key }));
    },
  );

  const statusRoutes: [string, ApplicationStatus][] = [
    [APPLICATION_API.pending(':id'), 'pending'],
    [APPLICATION_API.approve(':id'), 'approved'],
    [APPLICATION_API.reject(':id'), 'rejected'],
  ];
  for (const [url, status] of statusRoutes) {
    app.put(
      url,
      { onRequest: deciders, schema: { tags, params: IdParamsSchema, response: { 200: ApplicationSchema } } },
      async (request) => record(await service.setStatus(request.params.id, status, requireUser(request))),
    );
  }

  app.delete(
    APPLICATION_API.remove(':id'),
    {
      onRequest: anyStaff,
      schema: { tags, params: IdParamsSchema, response: { 200: DeletedResponseSchema } },
    },
    async (request) => {
      await service.remove(request.params.id);
      return { _id: request.params.id };
    },
  );
}

export default routePlugin(
  'applications-routes',
  { decorators: ['db', 'files', 'fileUrls'], dependencies: ['guard', '@fastify/multipart'] },
  applicationsRoutes,
);
