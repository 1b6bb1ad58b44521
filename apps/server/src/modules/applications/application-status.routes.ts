import {
  APPLICATION_API,
  ApplicationHistorySchema,
  ApplicationSchema,
  type ApplicationStatus,
  IdParamsSchema,
  RejectBodySchema,
} from '@visadesk/contract';
import { requireUser } from '../../auth/guard.ts';
import type { ApplicationRoutesContext } from './application-routes-context.ts';
import * as repo from './applications.repository.ts';

const STATUS_ROUTES: [string, ApplicationStatus][] = [
  [APPLICATION_API.pending(':id'), 'pending'],
  [APPLICATION_API.approve(':id'), 'approved'],
];

/** An application's status: Pending, Approve, Reject for those who decide, and its history. */
export function statusRoutes(context: ApplicationRoutesContext) {
  const { app, service, record, anyStaff, deciders, tags, lookupLog } = context;

  for (const [url, status] of STATUS_ROUTES) {
    app.put(
      url,
      { onRequest: deciders, schema: { tags, params: IdParamsSchema, response: { 200: ApplicationSchema } } },
      async (request) => record(await service.setStatus(request.params.id, status, requireUser(request))),
    );
  }
  // Reject alone takes a body: a reason from the office's list, a note, and whether the applicant sees them.
  app.put(
    APPLICATION_API.reject(':id'),
    {
      onRequest: deciders,
      schema: { tags, params: IdParamsSchema, body: RejectBodySchema, response: { 200: ApplicationSchema } },
    },
    async (request) =>
      record(
        await service.setStatus(
          request.params.id,
          'rejected',
          requireUser(request),
          request.body ?? undefined,
        ),
      ),
  );

  // The status changes and the public lookups of one application, as its applicant copy lists them.
  app.get(
    APPLICATION_API.history(':id'),
    {
      onRequest: anyStaff,
      schema: { tags, params: IdParamsSchema, response: { 200: ApplicationHistorySchema } },
    },
    async (request) => {
      const { id } = request.params;
      await service.get(id);
      const [changes, lookups] = await Promise.all([
        repo.listStatusChanges(app.db, id),
        lookupLog.listFor(id),
      ]);
      return {
        statusChanges: changes.map((c) => ({
          _id: c.id,
          from: c.fromStatus as ApplicationStatus | null,
          to: c.toStatus as ApplicationStatus,
          by: c.changedByName,
          at: c.changedAt.toISOString(),
          reason: c.reason,
          note: c.note,
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
}
