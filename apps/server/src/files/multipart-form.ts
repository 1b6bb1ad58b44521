import { MB, MESSAGES } from '@visadesk/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

export type FileRule = { maxBytes: number; tooLargeMessage: string };
export type MultipartForm = { fields: Record<string, string>; files: Record<string, Buffer> };

/**
 * Reads a multipart form with every limit enforced while streaming: a file over its limit is cut
 * off by the parser and refused with 413 without the rest being buffered. Text fields are
 * collected as strings; file fields not in `rules` and empty file inputs are ignored. A body cut
 * off or malformed is refused with 400; nothing is stored before the whole form is read.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  rules: Record<string, FileRule>,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_TYPE', MESSAGES.applications.multipartRequired);
  try {
    return await readParts(request, rules);
  } catch (error) {
    // Our refusals and the plugin's limits (413) keep their status. Anything else comes from the
    // parser reading the client's bytes (no boundary, a part without headers, a body that ends
    // mid-file, a connection dropped): the client's fault, not a 500.
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof AppError || (status !== undefined && status >= 400 && status < 500)) throw error;
    throw new AppError('VALIDATION', MESSAGES.common.malformedMultipart);
  }
}

async function readParts(request: FastifyRequest, rules: Record<string, FileRule>): Promise<MultipartForm> {
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
