import {
  APPLICATION_API,
  ApplicationExportQuerySchema,
  calendarDayIn,
  EXPORT_FILE_TYPES,
  exportFileName,
} from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditBy, recordAudit } from '../../audit/audit-log.ts';
import { requireUser } from '../../auth/guard.ts';
import type { CopyOut } from '../../db/copy-out.ts';
import { searchQueryOf } from '../applications/application-list.ts';
import { exportFile } from './export-file.ts';
import { recordExport } from './export-log.ts';

const DESCRIPTION = `Every application the list's search and filters let through (the list's own query; page and limit do not apply), with no cap: CSV (${EXPORT_FILE_TYPES.csv.contentType}, UTF-8 with a byte order mark, RFC 4180) or XLSX, as an attachment. Cells a spreadsheet would run as a formula are prefixed with a single quote (OWASP); the XLSX phone column is text. Admins and approvers; each export is recorded.`;

/** The application list as a file, for admins and approvers; `copyOut` writes the CSV's pages. */
export default async function exportsRoutes(fastify: FastifyInstance, { copyOut }: { copyOut: CopyOut }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    APPLICATION_API.export,
    {
      onRequest: app.guard('admin', 'approver'),
      schema: {
        tags: ['applications'],
        summary: 'Export the application list (CSV or XLSX)',
        description: DESCRIPTION,
        querystring: ApplicationExportQuerySchema,
        response: {
          200: {
            description: 'The file, as an attachment named applications-<date>.csv or .xlsx.',
            content: {
              [EXPORT_FILE_TYPES.csv.contentType]: { schema: z.string().describe('CSV, UTF-8 with a BOM') },
              [EXPORT_FILE_TYPES.xlsx.contentType]: { schema: z.string().describe('XLSX workbook (binary)') },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const { format, ...filter } = request.query;
      const today = calendarDayIn((await app.officeSettings.read()).timeZone);
      const user = requireUser(request);
      const record = await recordExport(app.db, user, format, filter);
      await recordAudit(app.db, { ...auditBy(request), action: 'export', details: { format, filter } });
      const query = searchQueryOf({ ...filter, page: 1, limit: 1 }, today, user._id);
      const file = exportFile({ db: app.db, copyOut }, query, format, reply.raw, record, request.log);
      return (
        reply
          .type(EXPORT_FILE_TYPES[format].contentType)
          .header('Content-Disposition', `attachment; filename="${exportFileName(format, today)}"`)
          // A stream is sent as it is: the schema's strings describe the file for /api/docs only.
          .send(file as never)
      );
    },
  );
}
