import {
  API,
  MESSAGES,
  MessageResponseSchema,
  type UserSession,
  UserSessionListSchema,
  UserSessionParamsSchema,
} from '@visadesk/contract';
import { auditBy, recordAudit } from '../../audit/audit-log.ts';
import { requireUser } from '../../auth/guard.ts';
import { describeUserAgent } from '../../auth/user-agent.ts';
import { listLiveSessions } from '../../auth/user-sessions.repository.ts';
import { notFound } from '../../lib/app-error.ts';
import { type ZodApp, zodRoutePlugin } from '../../plugins/route-plugin.ts';

type SessionRow = Awaited<ReturnType<typeof listLiveSessions>>[number];

/** A session as the Profile lists it: the user agent read into a browser and a system. */
const listed = (row: SessionRow, currentId: string | undefined): UserSession => ({
  _id: row.id,
  ...describeUserAgent(row.userAgent),
  address: row.clientAddress,
  method: row.method,
  signedInAt: row.signedInAt.toISOString(),
  lastSeenAt: row.lastSeenAt.toISOString(),
  isCurrent: row.id === currentId,
});

/**
 * The signed-in user's own sessions: the list, and ending one of them, which signs that browser out
 * at once (its access token's session check fails). "Sign out of all other sessions" is
 * logoutOthers (auth.routes.ts).
 */
async function sessionsRoutes(app: ZodApp) {
  const tags = ['auth'];

  app.get(
    API.users.sessions,
    { onRequest: app.guard(), schema: { tags, response: { 200: UserSessionListSchema } } },
    async (request) => {
      const rows = await listLiveSessions(app.db, requireUser(request)._id, new Date());
      return rows.map((row) => listed(row, request.sessionId));
    },
  );

  app.delete(
    API.users.session(':id'),
    {
      onRequest: app.guard(),
      schema: { tags, params: UserSessionParamsSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      // Another user's session, an ended one and no session at all answer alike.
      if (!(await app.authService.endSession(user._id, request.params.id)))
        throw notFound(MESSAGES.auth.sessionNotFound);
      await recordAudit(app.db, {
        action: 'session.ended',
        ...auditBy(request),
        target: { type: 'session', id: request.params.id },
      });
      return { message: MESSAGES.auth.sessionEnded };
    },
  );
}

export default zodRoutePlugin(
  'sessions-routes',
  { decorators: ['db', 'authService'], dependencies: ['guard'] },
  sessionsRoutes,
);
