import { AUDIT_API, AuditListSchema, AuditQuerySchema, calendarDayIn } from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditCsv } from './audit-csv.ts';
import { allAuditEvents, auditWhere, listAuditEvents, toAuditEvent } from './audit-events.ts';

const tags = ['audit'];

/** The audit log for admins: a filtered page to read, or every matching entry as CSV. */
export default async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admins = app.guard('admin');
  const whereOf = async ({ page: _page, limit: _limit, ...filter }: z.output<typeof AuditQuerySchema>) =>
    auditWhere(filter, (await app.officeSettings.read()).timeZone);

  app.get(
    AUDIT_API.list,
    {
      onRequest: admins,
      schema: {
        tags,
        summary: 'The audit log, newest first',
        querystring: AuditQuerySchema,
        response: { 200: AuditListSchema },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await listAuditEvents(app.db, await whereOf(request.query), page, limit);
      return {
        events: rows.map(toAuditEvent),
        total,
        totalPages: Math.ceil(total / limit),
        currentPage: page,
      };
    },
  );

  app.get(
    AUDIT_API.export,
    {
      onRequest: admins,
      schema: {
        tags,
        summary: 'The audit log as CSV, with the same filter, every matching entry',
        querystring: AuditQuerySchema,
        response: {
          200: {
            description: 'CSV, UTF-8 with a byte order mark, as an attachment.',
            content: { 'text/csv; charset=utf-8': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const { timeZone } = await app.officeSettings.read();
      const file = auditCsv(allAuditEvents(app.db, await whereOf(request.query)));
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="audit-log-${calendarDayIn(timeZone)}.csv"`)
        .send(file as never);
    },
  );
}
