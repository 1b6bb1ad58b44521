import { API, AssigneeListSchema } from '@visadesk/contract';
import type { ZodApp } from '../../plugins/route-plugin.ts';
import { listAssignees } from './users.repository.ts';

/** Any staff: the "Assigned to" choices, without the e-mails and roles the user list shows. */
export function assigneesRoute(app: ZodApp) {
  app.get(
    API.users.assignees,
    {
      onRequest: app.guard(),
      schema: {
        tags: ['users'],
        summary: 'Every user a case may be assigned to, by name',
        response: { 200: AssigneeListSchema },
      },
    },
    () => listAssignees(app.db),
  );
}
