import {
  MESSAGES,
  MessageResponseSchema,
  PASSKEY_API,
  PasskeyListSchema,
  PasskeyNameSchema,
  PasskeyParamsSchema,
  PasskeyRegisteredSchema,
  PasskeyRegisterSchema,
  PasskeyRegistrationOptionsBodySchema,
  PasskeyRegistrationOptionsSchema,
} from '@visadesk/contract';
import type { FastifyRequest } from 'fastify';
import { auditBy, recordAudit } from '../../audit/audit-log.ts';
import { enrollingUser, signedInOrTicket } from '../../auth/enrolment-ticket.ts';
import { requireUser } from '../../auth/guard.ts';
import { registerPasskey, registrationOptions } from '../../auth/passkeys/passkey-registration.ts';
import {
  listPasskeys,
  type PasskeyRow,
  removePasskey,
  renamePasskey,
} from '../../auth/passkeys/passkeys.repository.ts';
import { relyingParty } from '../../auth/passkeys/relying-party.ts';
import { sessionCookie } from '../../auth/session-cookie.ts';
import { consumeTicket } from '../../auth/sign-in-tickets.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { type ZodApp, zodRoutePlugin } from '../../plugins/route-plugin.ts';

const tags = ['passkeys'];

/** A passkey as its owner sees it: never the public key or the counter. */
const toPasskey = (row: PasskeyRow) => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  backedUp: row.backedUp,
});

/**
 * The signed-in user's passkeys: add, list, rename, remove; one's own only. A passkey may also be
 * added with a required set-up's enrolment ticket, which then opens the session it held back.
 */
async function passkeysRoutes(app: ZodApp) {
  const party = relyingParty(app.config.publicUrl);
  const signedIn = app.guard();
  const audit = (
    request: FastifyRequest,
    action: 'passkey.added' | 'passkey.removed',
    id: string,
    name: string,
  ) => recordAudit(app.db, { ...auditBy(request), action, target: { type: 'passkey', id, name } });

  app.get(
    PASSKEY_API.list,
    { onRequest: signedIn, schema: { tags, response: { 200: PasskeyListSchema } } },
    async (request) => ({ passkeys: (await listPasskeys(app.db, requireUser(request)._id)).map(toPasskey) }),
  );

  registrationRoutes(app, party);

  app.put(
    PASSKEY_API.one(':id'),
    {
      onRequest: signedIn,
      schema: {
        tags,
        params: PasskeyParamsSchema,
        body: PasskeyNameSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const renamed = await renamePasskey(
        app.db,
        requireUser(request)._id,
        request.params.id,
        request.body.name,
      );
      if (!renamed) throw notFound(MESSAGES.passkeys.notFound);
      return { message: MESSAGES.passkeys.renamed };
    },
  );

  app.delete(
    PASSKEY_API.one(':id'),
    {
      onRequest: signedIn,
      schema: { tags, params: PasskeyParamsSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      const name = await removePasskey(app.db, requireUser(request)._id, request.params.id);
      if (name === undefined) throw notFound(MESSAGES.passkeys.notFound);
      await audit(request, 'passkey.removed', request.params.id, name);
      return { message: MESSAGES.passkeys.removed };
    },
  );
}

/** Adding a passkey: signed in, or with a required set-up's ticket, which its registration spends. */
function registrationRoutes(app: ZodApp, party: ReturnType<typeof relyingParty>) {
  const { answerSession, signInClient } = sessionCookie(app.config);
  app.post(
    PASSKEY_API.registrationOptions,
    {
      ...signedInOrTicket(app),
      schema: {
        tags,
        body: PasskeyRegistrationOptionsBodySchema,
        response: { 200: PasskeyRegistrationOptionsSchema },
      },
    },
    async (request) =>
      registrationOptions(app.db, party, await enrollingUser(app, request, request.body?.ticket)),
  );

  app.post(
    PASSKEY_API.register,
    {
      ...signedInOrTicket(app),
      schema: { tags, body: PasskeyRegisterSchema, response: { 201: PasskeyRegisteredSchema } },
    },
    async (request, reply) => {
      const { ticket } = request.body;
      const user = await enrollingUser(app, request, ticket);
      const row = await registerPasskey(app.db, party, user, request.body);
      await recordAudit(app.db, {
        ...auditBy(request),
        actor: user,
        action: 'passkey.added',
        target: { type: 'passkey', id: row.id, name: row.name },
      });
      if (request.currentUser || ticket === undefined) return reply.code(201).send(toPasskey(row));
      // The required set-up is done: its ticket is spent and the session it held back opens.
      if (!(await consumeTicket(app.db, 'enrol', ticket)))
        throw new AppError('UNAUTHENTICATED', MESSAGES.twoFactor.enrolmentEnded);
      const session = await app.authService.startSession(user, signInClient(request), 'passkey');
      return reply.code(201).send({ ...toPasskey(row), ...answerSession(reply, session) });
    },
  );
}

export default zodRoutePlugin(
  'passkeys-routes',
  { decorators: ['config', 'db', 'authService', 'userCache'], dependencies: ['guard'] },
  passkeysRoutes,
);
