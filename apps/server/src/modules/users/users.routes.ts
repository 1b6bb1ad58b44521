import {
  API,
  CreateUserSchema,
  DeletedResponseSchema,
  DigestSubscriptionSchema,
  IdParamsSchema,
  MESSAGES,
  type ResourceApi,
  UpdateUserResponseSchema,
  UpdateUserSchema,
  type User,
  UserListSchema,
  UserSchema,
} from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditBy, recordAudit, userTarget } from '../../audit/audit-log.ts';
import { requireUser } from '../../auth/guard.ts';
import { users as usersTable } from '../../db/schema.ts';
import { saveBasis } from '../../lib/record-version.ts';
import { routePlugin, type ZodApp } from '../../plugins/route-plugin.ts';
import { type RecordRouteOptions, versionRoute, versionsRoute } from '../catalogue/record-routes.ts';
import { assigneesRoute } from './assignees.routes.ts';
import { getDigestSubscription, setDigestSubscription } from './digest-subscription.ts';
import { invitationRoutes } from './invitations.routes.ts';
import type { InvitationParts } from './invitations.ts';
import { userAccessRoutes } from './user-access.routes.ts';
import { answerAdded } from './user-added.ts';
import { createUsersService, type UsersService } from './users.service.ts';

/** What invitations take of the outbox: its sealing of a mail, and its wake-up. */
type UsersRoutesOptions = Pick<InvitationParts, 'sealed' | 'mailQueued'>;

/** User management (admins only) and the signed-in user's digest; the profile is profile.routes.ts. */
async function usersRoutes(fastify: FastifyInstance, options: UsersRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const users = createUsersService(app.db, app.userCache, app.authService);
  const adminOnly = app.guard('admin');
  const tags = ['users'];

  app.get(API.users.list, { onRequest: adminOnly, schema: { tags, response: { 200: UserListSchema } } }, () =>
    users.list(),
  );

  assigneesRoute(app);

  app.get(
    API.users.get(':id'),
    { onRequest: adminOnly, schema: { tags, params: IdParamsSchema, response: { 200: UserSchema } } },
    (request) => users.get(request.params.id),
  );

  historyRoutes(app, users, { api: API.users, onRequest: adminOnly, tags });
  userAccessRoutes(app, tags);
  invitationRoutes(app, options, tags);

  app.post(
    API.users.create,
    { onRequest: adminOnly, schema: { tags, body: CreateUserSchema, response: { 201: UserSchema } } },
    async (request, reply) =>
      answerAdded(app.db, request, reply, await users.create(request.body), 'user.created'),
  );

  app.put(
    API.users.update(':id'),
    {
      onRequest: adminOnly,
      schema: {
        tags,
        params: IdParamsSchema,
        body: UpdateUserSchema,
        response: { 200: UpdateUserResponseSchema },
      },
    },
    async (request) => {
      const before = await users.get(request.params.id);
      const user = await users.update(request.params.id, request.body, saveBasis(request));
      await recordAudit(app.db, { ...auditBy(request), ...userChangeEntry(before, user) });
      return { message: MESSAGES.users.updated, user };
    },
  );

  app.delete(
    API.users.remove(':id'),
    {
      onRequest: adminOnly,
      schema: { tags, params: IdParamsSchema, response: { 200: DeletedResponseSchema } },
    },
    async (request) => {
      const gone = await users.get(request.params.id);
      await users.remove(request.params.id, requireUser(request));
      await recordAudit(app.db, { ...auditBy(request), action: 'user.deleted', target: userTarget(gone) });
      return { _id: request.params.id };
    },
  );

  digestRoutes(app, tags);
}

/** The signed-in user's own daily digest of what falls due (mail/deadline-digest.ts). */
function digestRoutes(app: ZodApp, tags: string[]) {
  const digestSchema = { tags, response: { 200: DigestSubscriptionSchema } };
  app.get(API.users.digest, { onRequest: app.guard(), schema: digestSchema }, (request) =>
    getDigestSubscription(app.db, requireUser(request)._id),
  );
  app.post(
    API.users.digest,
    { onRequest: app.guard(), schema: { ...digestSchema, body: DigestSubscriptionSchema } },
    (request) => setDigestSubscription(app.db, requireUser(request)._id, request.body.enabled),
  );
}

/** An admin's edit of a user as the audit log names it: a role change apart, with the fields changed. */
function userChangeEntry(before: User, after: User) {
  const changed = (['name', 'email', 'role'] as const).filter((field) => before[field] !== after[field]);
  return {
    action: before.role === after.role ? ('user.changed' as const) : ('user.role-changed' as const),
    target: userTarget(after),
    details: before.role === after.role ? { changed } : { changed, from: before.role, to: after.role },
  };
}

/**
 * Admins: a user's versions, and any of them as it was, to compare. No restore: a role or an address
 * brought back by one click is a security change.
 */
function historyRoutes(
  app: ZodApp,
  users: UsersService,
  options: Omit<RecordRouteOptions, 'api'> & { api: Pick<ResourceApi, 'versions' | 'version'> },
) {
  versionsRoute(app, options, usersTable, users.created);
  versionRoute(app, options, usersTable, UserSchema, async (id) => ({
    ...(await users.get(id)),
    ...(await users.created(id)),
  }));
}

export default routePlugin<UsersRoutesOptions>(
  'users-routes',
  { decorators: ['db', 'userCache', 'authService', 'officeSettings', 'config'], dependencies: ['guard'] },
  usersRoutes,
);
