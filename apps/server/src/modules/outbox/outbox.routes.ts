import {
  CATALOGUE_API,
  IdParamsSchema,
  MESSAGES,
  OUTBOX_API,
  OutboxListQuerySchema,
  OutboxListSchema,
  type OutboxMail,
  type OutboxMailDetail,
  OutboxMailDetailSchema,
  OutboxMailSchema,
  senderNameOf,
  TestMailInputSchema,
  TestMailResultSchema,
} from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conflict, notFound } from '../../lib/app-error.ts';
import { testMailMessage } from '../../mail/mail-server.ts';
import {
  cancelMail,
  getMail,
  listOutbox,
  type OutboxRow,
  requeueMail,
} from '../../mail/outbox.repository.ts';
import type { Outbox } from '../../mail/outbox.ts';
import { routePlugin } from '../../plugins/route-plugin.ts';

const M = MESSAGES.mail;

/** A mail as the back-office lists it: never its body (a one-time code's mail holds the code). */
const toOutboxMail = (row: OutboxRow): OutboxMail => ({
  _id: row.id,
  recipient: row.recipient,
  subject: row.subject,
  kind: row.kind,
  state: row.state,
  attempts: row.attempts,
  lastAnswer: row.lastAnswer,
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  applicationId: row.applicationId,
  isResendable: ['sent', 'failed', 'cancelled'].includes(row.state) && !row.isSealed,
  isCancellable: row.state === 'queued' || (row.state === 'sending' && row.sendStartedAt === null),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A mail to read: its text, except a sealed one's (a one-time code), which is never shown. */
const toMailDetail = (row: OutboxRow): OutboxMailDetail => ({
  ...toOutboxMail(row),
  fromName: row.fromName,
  isSealed: row.isSealed,
  textBody: row.isSealed ? null : row.textBody,
});

/**
 * The outbox for admins: every mail with its state and answer, reading, cancelling and resending
 * one, the test mail.
 */
async function outboxRoutes(fastify: FastifyInstance, { outbox }: { outbox: Outbox }) {
  const context = outboxRoutesContext(fastify, outbox);
  readRoutes(context);
  resendAndCancelRoutes(context);
  testMailRoute(context);
}

/** What the outbox's routes share: the app, the outbox, the admins' guard. */
function outboxRoutesContext(fastify: FastifyInstance, outbox: Outbox) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  return { app, outbox, admins: app.guard('admin'), tags: ['outbox'] };
}
type OutboxRoutesContext = ReturnType<typeof outboxRoutesContext>;

/** The list of mails, and one mail to read. */
function readRoutes({ app, outbox, admins, tags }: OutboxRoutesContext) {
  app.get(
    OUTBOX_API.list,
    {
      onRequest: admins,
      schema: { tags, querystring: OutboxListQuerySchema, response: { 200: OutboxListSchema } },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await listOutbox(app.db, page, limit);
      return {
        mails: rows.map(toOutboxMail),
        total,
        totalPages: Math.ceil(total / limit),
        currentPage: page,
        isSending: (await outbox.servers.current()) !== undefined,
      };
    },
  );

  app.get(
    OUTBOX_API.mail(':id'),
    {
      onRequest: admins,
      schema: { tags, params: IdParamsSchema, response: { 200: OutboxMailDetailSchema } },
    },
    async (request) => {
      const row = await getMail(app.db, request.params.id);
      if (!row) throw notFound(M.noMail);
      return toMailDetail(row);
    },
  );
}

/** Sending a mail again, or stopping one before it goes: refused with the reason once it is too late. */
function resendAndCancelRoutes({ app, outbox, admins, tags }: OutboxRoutesContext) {
  app.post(
    OUTBOX_API.resend(':id'),
    { onRequest: admins, schema: { tags, params: IdParamsSchema, response: { 200: OutboxMailSchema } } },
    async (request) => {
      const row = await requeueMail(app.db, request.params.id);
      if (!row) {
        const mail = await getMail(app.db, request.params.id);
        if (!mail) throw notFound(M.noMail);
        // A code's mail was emptied once done with; any other is still queued or being sent, and
        // resending it would send it twice.
        throw conflict(mail.isSealed ? M.codeNotResendable : M.notResendable);
      }
      outbox.wake();
      return toOutboxMail(row);
    },
  );

  app.post(
    OUTBOX_API.cancel(':id'),
    { onRequest: admins, schema: { tags, params: IdParamsSchema, response: { 200: OutboxMailSchema } } },
    async (request) => {
      const row = await cancelMail(app.db, request.params.id);
      if (row) return toOutboxMail(row);
      if (!(await getMail(app.db, request.params.id))) throw notFound(M.noMail);
      // Sent, failed, cancelled already, or handed to the mail server this moment: too late.
      throw conflict(M.notCancellable);
    },
  );
}

/** Settings' test mail: sent through the current server at once, its outcome in one sentence. */
function testMailRoute({ app, outbox, admins }: OutboxRoutesContext) {
  app.post(
    CATALOGUE_API.settings.testMail,
    {
      onRequest: admins,
      schema: {
        tags: ['settings'],
        body: TestMailInputSchema,
        response: { 200: TestMailResultSchema },
      },
    },
    async (request) => {
      const settings = await app.officeSettings.read();
      const sent = await outbox.sendNow({
        recipient: request.body.to,
        fromName: senderNameOf(settings.mail, settings.siteName),
        subject: M.testSubject(settings.siteName),
        textBody: M.testBody(settings.siteName),
        kind: 'test',
      });
      if (!sent) return { sent: false, answer: '', message: M.notConfigured };
      const { outcome, server } = sent;
      return {
        sent: outcome.kind === 'accepted',
        answer: outcome.answer,
        message: testMailMessage(outcome, server),
      };
    },
  );
}

export default routePlugin(
  'outbox-routes',
  { decorators: ['db', 'officeSettings'], dependencies: ['guard'] },
  outboxRoutes,
);
