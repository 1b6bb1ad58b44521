import { z } from 'zod';

/** The one error shape every API failure answers with. */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const DeletedResponseSchema = z.object({ _id: z.string() });
export type DeletedResponse = z.infer<typeof DeletedResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
