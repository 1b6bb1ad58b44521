import { LABELS } from '@visadesk/contract/plain';

/** Pages to show: an empty result still counts as one page, so the label never reads "of 0". */
export const pageCount = (totalPages: number): number => Math.max(1, totalPages);

/** `Page X of Y`, with X kept within the pages that exist. */
export function pageLabel(page: number, totalPages: number): string {
  const total = pageCount(totalPages);
  return LABELS.common.pageOf(Math.min(Math.max(1, page), total), total);
}

export const hasPreviousPage = (page: number): boolean => page > 1;

/** Next is possible only before the last page; an empty result has none. */
export const hasNextPage = (page: number, totalPages: number): boolean => page < totalPages;
