import { APPLICATION_API, DOCUMENT_SLOTS, IdParamsSchema } from '@visadesk/contract';
import { z } from 'zod';
import { auditBy, recordAudit } from '../../audit/audit-log.ts';
import { safeFileName, type ZipEntry, zipOf } from '../../files/documents-zip.ts';
import type { ApplicationRoutesContext } from './application-routes-context.ts';
import type { ApplicationRow } from './applications.repository.ts';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

const DESCRIPTION =
  'The photo and every filled document slot of one application as a ZIP, each file stored as uploaded (not compressed again) and named "<slot label> - <SURNAME> <given names>.<jpg|png|pdf>". Streamed: one file is read from storage at a time, at the pace the client takes it. Any staff; each download is in the audit log.';

/** The applicant as a file name says them: "SURNAME Given". */
const applicantName = (row: ApplicationRow) => `${row.surname.toUpperCase()} ${row.givenN}`;

/** The case's photo and documents, each named, with how to open it from the store. */
async function entriesOf(context: ApplicationRoutesContext, row: ApplicationRow): Promise<ZipEntry[]> {
  const { files } = context.app;
  const held = [
    { label: 'Photo', key: row.imageKey },
    ...DOCUMENT_SLOTS.map(({ key, label }) => ({ label, key: row[key] })),
  ];
  const entries: ZipEntry[] = [];
  for (const { label, key } of held) {
    const served = key ? await files.servedAs(key) : undefined;
    if (!served) continue;
    const extension = EXTENSIONS[served.contentType] ?? 'bin';
    entries.push({
      name: `${safeFileName(`${label} - ${applicantName(row)}`)}.${extension}`,
      open: async () => {
        const stream = await files.open(served.key);
        if (!stream) throw new Error(`stored file ${served.key} is missing`);
        return stream;
      },
    });
  }
  return entries;
}

/** The case's documents in one download, for any staff (as reading the record is). */
export function documentsZipRoute(context: ApplicationRoutesContext) {
  const { app, service, anyStaff, tags } = context;
  app.get(
    APPLICATION_API.downloadDocuments(':id'),
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: "Download an application's documents as one ZIP",
        description: DESCRIPTION,
        params: IdParamsSchema,
        response: {
          200: {
            description: 'The ZIP, as an attachment named "Documents - <SURNAME> <given names>.zip".',
            content: { 'application/zip': { schema: z.string().describe('ZIP archive (binary)') } },
          },
        },
      },
    },
    async (request, reply) => {
      const row = await service.get(request.params.id);
      const entries = await entriesOf(context, row);
      await recordAudit(app.db, {
        ...auditBy(request),
        action: 'documents.downloaded',
        target: { type: 'application', id: row.id, name: applicantName(row) },
        details: { files: entries.length },
      });
      const name = `${safeFileName(`Documents - ${applicantName(row)}`)}.zip`;
      return (
        reply
          .type('application/zip')
          .header(
            'Content-Disposition',
            `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
          )
          // A stream is sent as it is: the schema's string describes the file for /api/docs only.
          .send(zipOf(entries) as never)
      );
    },
  );
}
