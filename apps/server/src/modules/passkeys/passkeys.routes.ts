import {
  MESSAGES,
  MessageResponseSchema,
  PASSKEY_API,
  PasskeyListSchema,
  PasskeyNameSchema,
  PasskeyParamsSchema,
  PasskeyRegisterSchema,
  PasskeyRegistrationOptionsSchema,
  PasskeySchema,
} from '@visadesk/contract';
import type { FastifyRequest } from 'fastify';
import { auditBy, recordAudit } from '../../audit/audit-log.ts';
import { requireUser } from '../../auth/guard.ts';
import { registerPasskey, registrationOptions } from '../../auth/passkeys/passkey-registration.ts';
import {
  listPasskeys,
  type PasskeyRow,
  removePasskey,
  renamePasskey,
} from '../../auth/passkeys/passkeys.repository.ts';
import { relyingParty } from '../../auth/passkeys/relying-party.ts';
import { notFound } from '../../lib/app-error.ts';
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

/** The signed-in user's passkeys: add, list, rename, remove; one's own only. */
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

  app.post(
    PASSKEY_API.registrationOptions,
    { onRequest: signedIn, schema: { tags, response: { 200: PasskeyRegistrationOptionsSchema } } },
    (request) => registrationOptions(app.db, party, requireUser(request)),
  );

  app.post(
    PASSKEY_API.register,
    { onRequest: signedIn, schema: { tags, body: PasskeyRegisterSchema, response: { 201: PasskeySchema } } },
    async (request, reply) => {
      const row = await registerPasskey(app.db, party, requireUser(request), request.body);
      await audit(request, 'passkey.added', row.id, row.name);
      return reply.code(201).send(toPasskey(row));
    },
  );

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

export default zodRoutePlugin(
  'passkeys-routes',
  { decorators: ['config', 'db'], dependencies: ['guard'] },
  passkeysRoutes,
);
