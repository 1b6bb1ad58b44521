import {
  API,
  CreateUserSchema,
  DeletedResponseSchema,
  DigestSubscriptionSchema,
  IdParamsSchema,
  MESSAGES,
  ProfileResponseSchema,
  ProfileSchema,
  type ResourceApi,
  UpdateUserResponseSchema,
  UpdateUserSchema,
  UserListSchema,
  UserSchema,
} from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/guard.ts';
import { users as usersTable } from '../../db/schema.ts';
import { saveBasis } from '../../lib/record-version.ts';
import { routePlugin, type ZodApp } from '../../plugins/route-plugin.ts';
import { type RecordRouteOptions, versionRoute, versionsRoute } from '../catalogue/record-routes.ts';
import { assigneesRoute } from './assignees.routes.ts';
import { getDigestSubscription, setDigestSubscription } from './digest-subscription.ts';
import { createUsersService, type UsersService } from './users.service.ts';

/** User management (admins only) and the signed-in user's profile. */
async function usersRoutes(fastify: FastifyInstance) {
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

  app.post(
    API.users.create,
    { onRequest: adminOnly, schema: { tags, body: CreateUserSchema, response: { 201: UserSchema } } },
    async (request, reply) => reply.status(201).send(await users.create(request.body)),
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
    async (request) => ({
      message: MESSAGES.users.updated,
      user: await users.update(request.params.id, request.body, saveBasis(request)),
    }),
  );

  app.delete(
    API.users.remove(':id'),
    {
      onRequest: adminOnly,
      schema: { tags, params: IdParamsSchema, response: { 200: DeletedResponseSchema } },
    },
    async (request) => {
      await users.remove(request.params.id, requireUser(request));
      return { _id: request.params.id };
    },
  );

  app.post(
    API.users.profile,
    {
      onRequest: app.guard(),
      schema: { tags, body: ProfileSchema, response: { 200: ProfileResponseSchema } },
    },
    async (request) => ({
      message: MESSAGES.profile.updated,
      user: await users.updateProfile(requireUser(request), request.body, request.sessionId),
    }),
  );

  // The signed-in user's own daily digest of what falls due (mail/deadline-digest.ts).
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

/**
 * Admins: a user's versions, and any of them as it was, to compare. No restore: a role or an address
 * brought back by one click is a security change (decision 0188).
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

export default routePlugin(
  'users-routes',
  { decorators: ['db', 'userCache', 'authService'], dependencies: ['guard'] },
  usersRoutes,
);
