import { MB, MESSAGES } from '@visadesk/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

export type FileRule = { maxBytes: number; tooLargeMessage: string };
export type MultipartForm = { fields: Record<string, string>; files: Record<string, Buffer> };

/**
 * Reads a multipart form with every limit enforced while streaming: a file over its limit is cut
 * off by the parser and refused with 413 without the rest being buffered. Text fields are
 * collected as strings; file fields not in `rules` and empty file inputs are ignored.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  rules: Record<string, FileRule>,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_TYPE', MESSAGES.applications.multipartRequired);
  const largest = Math.max(...Object.values(rules).map((rule) => rule.maxBytes), 1 * MB);
  const form: MultipartForm = { fields: {}, files: {} };
  const parts = request.parts({
    limits: {
      fileSize: largest,
      files: Object.keys(rules).length,
      fields: 60,
      fieldSize: 16 * 1024,
      parts: 80,
    },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
      continue;
    }
    const rule = rules[part.fieldname];
    if (!rule) {
      part.file.resume();
      continue;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > rule.maxBytes)
        throw new AppError('TOO_LARGE', rule.tooLargeMessage, [
          { field: part.fieldname, message: rule.tooLargeMessage },
        ]);
      chunks.push(chunk);
    }
    if (part.file.truncated)
      throw new AppError('TOO_LARGE', rule.tooLargeMessage, [
        { field: part.fieldname, message: rule.tooLargeMessage },
      ]);
    if (size > 0) form.files[part.fieldname] = Buffer.concat(chunks);
  }
  return form;
}
