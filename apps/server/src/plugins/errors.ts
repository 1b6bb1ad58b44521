import { MESSAGES } from '@visadesk/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldError } from '../lib/app-error.ts';

// Fastify's own client errors, reworded for people.
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.common.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.common.malformedJson,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.common.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.common.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: MESSAGES.common.bodyTooLarge,
  FST_REQ_FILE_TOO_LARGE: MESSAGES.common.bodyTooLarge,
  FST_FILES_LIMIT: MESSAGES.common.bodyTooLarge,
  FST_PARTS_LIMIT: MESSAGES.common.bodyTooLarge,
  FST_FIELDS_LIMIT: MESSAGES.common.bodyTooLarge,
  FST_INVALID_MULTIPART_CONTENT_TYPE: MESSAGES.common.unsupportedMediaType,
};

/** Field name from a validation path such as "/body/email" or "/email" (a field may be called "body"). */
const fieldOf = (instancePath: string) =>
  instancePath.replace(/^\/?((body|params|querystring|query)\/)?/, '').replaceAll('/', '.');

/** One error handler for the whole API: the JSON error shape, the right status, never a stack. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
        return reply.status(error.statusCode).send({ message: error.message, errors: error.errors });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: FieldError[] = error.validation.map((issue) => {
          if (issue.keyword === 'unrecognized_keys') {
            const keys = (issue.params as { keys?: string[] }).keys ?? [];
            return { field: keys.join(','), message: `${MESSAGES.common.unknownField} ${keys.join(', ')}` };
          }
          return { field: fieldOf(issue.instancePath), message: issue.message ?? 'Invalid value.' };
        });
        const isPath = error.validationContext === 'params';
        return reply
          .status(400)
          .send({ message: errors[0]?.message ?? 'Invalid request.', errors: isPath ? undefined : errors });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message = (error.code && FASTIFY_MESSAGES[error.code]) || error.message;
        return reply.status(status).send({ message });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ message: MESSAGES.common.internal });
    });
  },
  { name: 'errors' },
);
