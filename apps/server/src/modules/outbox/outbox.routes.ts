import {
  CATALOGUE_API,
  IdParamsSchema,
  MESSAGES,
  OUTBOX_API,
  OutboxListQuerySchema,
  OutboxListSchema,
  type OutboxMail,
  OutboxMailSchema,
  senderNameOf,
  TestMailInputSchema,
  TestMailResultSchema,
} from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conflict, notFound } from '../../lib/app-error.ts';
import { getMail, listOutbox, type OutboxRow, requeueMail } from '../../mail/outbox.repository.ts';
import type { Outbox } from '../../mail/outbox.ts';
import { routePlugin } from '../../plugins/route-plugin.ts';
import { getSettings } from '../settings/settings.repository.ts';

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
  isResendable: (row.state === 'sent' || row.state === 'failed') && !row.isSealed,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The outbox for admins: every mail with its state and answer, resending one, the test mail. */
async function outboxRoutes(fastify: FastifyInstance, { outbox }: { outbox: Outbox }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admins = app.guard('admin');
  const tags = ['outbox'];

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
        isSending: outbox.isSending,
      };
    },
  );

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
      const settings = await getSettings(app.db);
      const outcome = await outbox.sendNow({
        recipient: request.body.to,
        fromName: senderNameOf(settings.mail, settings.siteName),
        subject: M.testSubject(settings.siteName),
        textBody: M.testBody(settings.siteName),
        kind: 'test',
      });
      if (!outcome) return { sent: false, answer: '', message: M.notConfigured };
      const sent = outcome.kind === 'accepted';
      return {
        sent,
        answer: outcome.answer,
        message: sent ? M.testSent(outcome.answer) : M.testFailed(outcome.answer),
      };
    },
  );
}

export default routePlugin('outbox-routes', { decorators: ['db'], dependencies: ['guard'] }, outboxRoutes);
