import { pageCount } from '../components/pagination';
import type { ListPage } from './resource-config';

/** A plain-array answer (companies, salaries, pages, sliders): all of it, one page. */
export function plainList<T>(data: unknown): ListPage<T> {
  return { items: Array.isArray(data) ? (data as T[]) : [], totalPages: 1 };
}

/** A paged answer such as `{designations, totalPages}`; total pages never below 1 (spec section 3). */
export function pagedList<T>(key: string) {
  return (data: unknown): ListPage<T> => {
    const body = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
    const items = body[key];
    const totalPages = body.totalPages;
    return {
      items: Array.isArray(items) ? (items as T[]) : [],
      totalPages: typeof totalPages === 'number' && totalPages > 0 ? Math.floor(totalPages) : 1,
    };
  };
}

/** One page of a list held whole on the client; the page is kept within the pages that exist. */
export function clientPage<T>(
  items: readonly T[],
  page: number,
  pageSize: number,
): ListPage<T> & { page: number } {
  const totalPages = pageCount(Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  const start = (current - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), totalPages, page: current };
}

/** The page number in the address (`?page=2`), 1 when absent or not a positive whole number. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** Rows a page of a client-paged list shows, as the application list and the dashboard do. */
export const CLIENT_PAGE_SIZE = 10;
