import { API, IdParamsSchema, MESSAGES, MessageResponseSchema } from '@visadesk/contract';
import { auditBy, recordAudit, userTarget } from '../../audit/audit-log.ts';
import { requireUser } from '../../auth/guard.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { ZodApp } from '../../plugins/route-plugin.ts';
import { getUser, setUserDisabled } from './users.repository.ts';

const M = MESSAGES.users;

/**
 * Admins disable a user (signed out everywhere at once, refused at sign-in, kept with their
 * history and their cases) or enable them again. Never oneself: so an admin who can sign in, the
 * one acting, always remains.
 */
export function userAccessRoutes(app: ZodApp, tags: string[]) {
  const schema = { tags, params: IdParamsSchema, response: { 200: MessageResponseSchema } };

  app.post(API.users.disable(':id'), { onRequest: app.guard('admin'), schema }, async (request) => {
    const { id } = request.params;
    if (id === requireUser(request)._id) throw new AppError('VALIDATION', M.cannotDisableSelf);
    const target = await getUser(app.db, id);
    if (!target) throw notFound(M.notFound);
    await setUserDisabled(app.db, id, new Date());
    // The guard reads the user through the cache: forgotten, their next request finds them disabled.
    app.userCache.forget(id);
    await app.authService.endSessions(id);
    await recordAudit(app.db, { ...auditBy(request), action: 'user.disabled', target: userTarget(target) });
    return { message: M.disabled(target.name) };
  });

  app.post(API.users.enable(':id'), { onRequest: app.guard('admin'), schema }, async (request) => {
    const target = await getUser(app.db, request.params.id);
    if (!target) throw notFound(M.notFound);
    await setUserDisabled(app.db, target._id, null);
    app.userCache.forget(target._id);
    await recordAudit(app.db, { ...auditBy(request), action: 'user.enabled', target: userTarget(target) });
    return { message: M.enabled(target.name) };
  });
}
