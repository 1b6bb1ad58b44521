import {
  APPLICATION_API,
  type BulkApplicationsBody,
  BulkApplicationsBodySchema,
  BulkApplicationsResultSchema,
  type BulkOutcome,
  MESSAGES,
  type User,
} from '@visadesk/contract';
import { requireUser } from '../../auth/guard.ts';
import { AppError } from '../../lib/app-error.ts';
import { assign } from './application-assignment.routes.ts';
import type { ApplicationRoutesContext } from './application-routes-context.ts';
import { requireAssignee } from './assignee.ts';
import { requireDeleteRole } from './delete-role.ts';

/** Who may change a status: the status actions' own deciders. */
const DECIDERS: readonly User['role'][] = ['admin', 'approver'];

/** An application's outcome from the error its own action answered (a rule's, never a crash's). */
const OUTCOME_OF: Partial<Record<AppError['code'], BulkOutcome>> = {
  NOT_FOUND: 'notFound',
  // The status it already has: nothing to change, and nothing recorded.
  CONFLICT: 'skipped',
};

/**
 * POST bulkApplications: one action on up to 200 selected applications. Each application's change
 * is its own transaction, made by the same service call as its single route (decision 0192): one
 * that fails (deleted meanwhile, already in that status) leaves the others done, and the answer says
 * per id what happened. Who may act is checked once, for the whole request, before anything changes.
 */
export function bulkRoutes({ app, service, anyStaff, tags }: ApplicationRoutesContext) {
  app.post(
    APPLICATION_API.bulk,
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: 'Assign, change the status of, or delete selected applications',
        body: BulkApplicationsBodySchema,
        response: { 200: BulkApplicationsResultSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      const act = await actionFor(body, user);
      const results = [];
      for (const id of body.ids) {
        try {
          await act(id);
          results.push({ _id: id, outcome: 'done' as const });
        } catch (error) {
          const outcome = error instanceof AppError ? OUTCOME_OF[error.code] : undefined;
          if (!outcome) request.log.error({ err: error, id }, 'bulk action failed for one application');
          const message = error instanceof AppError ? error.message : MESSAGES.common.internal;
          results.push({ _id: id, outcome: outcome ?? ('failed' as const), message });
        }
      }
      return { results };
    },
  );

  /** The action on one id, once the caller may take it: 403 or 400 for the whole request otherwise. */
  async function actionFor(
    body: BulkApplicationsBody,
    user: User,
  ): Promise<(id: string) => Promise<unknown>> {
    switch (body.action) {
      case 'assign': {
        const assignedTo = body.assignedTo;
        await requireAssignee(app.db, assignedTo);
        return (id) => assign(app.db, id, assignedTo, user._id);
      }
      case 'status': {
        if (!DECIDERS.includes(user.role)) throw new AppError('FORBIDDEN', MESSAGES.auth.forbidden);
        const { status } = body;
        return (id) => service.setStatus(id, status, user);
      }
      case 'delete':
        await requireDeleteRole(app.officeSettings, user);
        return (id) => service.remove(id, user);
    }
  }
}
