import {
  APPLICATION_API,
  ApplicationSchema,
  AssignApplicationBodySchema,
  IdParamsSchema,
  MESSAGES,
} from '@visadesk/contract';
import { requireUser } from '../../auth/guard.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { ApplicationRoutesContext } from './application-routes-context.ts';
import { updateApplicationRow } from './applications.repository.ts';
import { assigneeGone, requireAssignee } from './assignee.ts';

const M = MESSAGES.applications;

/**
 * Whose case it is: any staff assigns an application to a user, or to no one. It is a field of
 * the record, so the change is a version in its history (the trigger, with the caller as actor).
 */
export function assignmentRoutes({ app, service, record, anyStaff, tags }: ApplicationRoutesContext) {
  app.post(
    APPLICATION_API.assign(':id'),
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: 'Assign an application to a user, or to no one',
        params: IdParamsSchema,
        body: AssignApplicationBodySchema,
        response: { 200: ApplicationSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      await assign(app.db, id, request.body.assignedTo, requireUser(request)._id);
      return record(await service.get(id));
    },
  );
}

/** 400 for a user that does not exist (or is deleted meanwhile: the foreign key says so). */
export async function assign(db: Db, id: string, assignedTo: string | null, actor: string) {
  await requireAssignee(db, assignedTo);
  try {
    if (!(await updateApplicationRow(db, id, { assignedTo }, { actor }))) throw notFound(M.noData);
  } catch (error) {
    throw assigneeGone(error) ?? error;
  }
}
