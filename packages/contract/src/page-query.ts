import { z } from 'zod';
import { PAGE_SIZE } from './constants.ts';

/**
 * The `page` and `limit` of a list paged on the server: a page that is not a whole number from 1
 * is page 1, a limit that is not one is the list's own page size, and no limit passes PAGE_SIZE.max.
 */
export const pageQuery = (pageSize: number) => ({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .catch(pageSize)
    .default(pageSize)
    .transform((n) => Math.min(n, PAGE_SIZE.max)),
});
