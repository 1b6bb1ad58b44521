import { z } from 'zod';

/**
 * A record as the API answers it: its id, its own fields, then when it was created and last changed
 * (`updatedAt` is its version, sent back as If-Match). Keys in this order, as the OpenAPI document
 * has always listed them.
 */
export const storedRecord = <F extends z.ZodRawShape>(fields: F) =>
  z.object({ _id: z.string(), ...fields, createdAt: z.string(), updatedAt: z.string() });
