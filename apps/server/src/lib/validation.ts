import type { z } from 'zod';
import { AppError } from './app-error.ts';

/** Parses with a contract schema, or throws the API's 400 with every field's message. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    message: issue.message,
  }));
  throw new AppError('VALIDATION', errors[0]?.message ?? 'Invalid request.', errors);
}
