import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MB, MESSAGES } from '@visadesk/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { LocalFile } from './spool.ts';

export type FileRule = { maxBytes: number; tooLargeMessage: string };
export type MultipartForm = { fields: Record<string, string>; files: Record<string, LocalFile> };

/** The part of a route's schema that says (in the OpenAPI document) its body is a multipart form. */
export const MULTIPART_BODY = { consumes: ['multipart/form-data'] };

/**
 * Reads a multipart form and runs `use` with it. Each file is streamed to this node's spool as it
 * arrives (never held whole in memory), with every limit enforced while streaming: a file over its
 * limit is cut off and refused with 413 without the rest being read. The spooled files exist only
 * while `use` runs. Text fields are collected as strings; file fields not in `rules` and empty file
 * inputs are ignored. A body cut off or malformed is refused with 400; nothing is stored.
 */
export async function withMultipartForm<T>(
  request: FastifyRequest,
  rules: Record<string, FileRule>,
  use: (form: MultipartForm) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_TYPE', MESSAGES.applications.multipartRequired);
  return request.server.files.withSpool(async (folder) =>
    use(await readMultipartForm(request, rules, folder)),
  );
}

async function readMultipartForm(
  request: FastifyRequest,
  rules: Record<string, FileRule>,
  folder: string,
): Promise<MultipartForm> {
  try {
    return await readParts(request, rules, folder);
  } catch (error) {
    // Our refusals and the plugin's limits (413) keep their status. Anything else comes from the
    // parser reading the client's bytes (no boundary, a part without headers, a body that ends
    // mid-file, a connection dropped): the client's fault, not a 500.
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof AppError || (status !== undefined && status >= 400 && status < 500)) throw error;
    throw new AppError('VALIDATION', MESSAGES.common.malformedMultipart);
  }
}

async function readParts(
  request: FastifyRequest,
  rules: Record<string, FileRule>,
  folder: string,
): Promise<MultipartForm> {
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
    const tooLarge = () =>
      new AppError('TOO_LARGE', rule.tooLargeMessage, [
        { field: part.fieldname, message: rule.tooLargeMessage },
      ]);
    const target = path.join(folder, randomBytes(8).toString('hex'));
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, next) {
        size += chunk.length;
        next(size > rule.maxBytes ? tooLarge() : null, chunk);
      },
    });
    await pipeline(part.file, counter, createWriteStream(target, { mode: 0o600 }));
    if (part.file.truncated) throw tooLarge();
    if (size > 0) form.files[part.fieldname] = { path: target, size };
  }
  return form;
}
