import { z } from 'zod';

/** What a list paged on the server answers beside its items: how many in all, its pages, this page. */
export const pageCounts = {
  total: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
};
