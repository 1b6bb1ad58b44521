import {
  calendarDayIn,
  PASSPORT_SCAN_LIMITS,
  PASSPORT_SCAN_MESSAGES,
  PASSPORT_SCAN_PATH,
  PassportScanSchema,
} from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { withMultipartForm } from '../../files/multipart-form.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { PassportReader } from '../../passport-scan/index.ts';
import { routePlugin } from '../../plugins/route-plugin.ts';

const M = PASSPORT_SCAN_MESSAGES;
const FILE_RULE = { file: { maxBytes: PASSPORT_SCAN_LIMITS.maxBytes, tooLargeMessage: M.tooLarge } };

const DESCRIPTION = `Reads the machine-readable zone (TD3) of a photo or scan of a passport's data page, sent as multipart field \`file\` (JPEG or PNG, at most ${PASSPORT_SCAN_LIMITS.maxBytes / 1024 / 1024} MB and ${PASSPORT_SCAN_LIMITS.maxMegapixels} megapixels). \`fields\` holds only values that passed their check digits (names, nationality and sex, which have none, only when read with certainty); \`unverified\` names the others, \`problems\` says why. Stores nothing. Any staff; 503 while the reader is busy with other scans.`;

/** A passport's zone read into the application form's fields, for whoever may add or edit one. */
async function passportScanRoutes(fastify: FastifyInstance, { reader }: { reader: PassportReader }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    PASSPORT_SCAN_PATH,
    {
      onRequest: app.guard(),
      schema: {
        tags: ['applications'],
        summary: "Read a passport's machine-readable zone",
        description: DESCRIPTION,
        consumes: ['multipart/form-data'],
        response: { 200: PassportScanSchema },
      },
    },
    async (request) => {
      const today = calendarDayIn((await app.officeSettings.read()).timeZone);
      return withMultipartForm(request, FILE_RULE, async (form) => {
        if (!form.files.file) throw badRequest(M.fileRequired, 'file');
        return reader.read(form.files.file.path, today);
      });
    },
  );
}

export default routePlugin(
  'passport-scan-routes',
  { decorators: ['officeSettings', 'files'], dependencies: ['guard', '@fastify/multipart'] },
  passportScanRoutes,
);
