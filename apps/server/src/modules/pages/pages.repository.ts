import type { Page, PublishStatus } from '@visadesk/contract';
import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recordWrites } from '../../db/record-writes.ts';
import { pages } from '../../db/schema.ts';
import type { SaveBasis } from '../../lib/record-version.ts';
import { uniqueExpression } from '../catalogue/unique-expression.ts';

const columns = {
  id: pages.id,
  title: pages.title,
  content: pages.content,
  link: pages.link,
  status: pages.status,
  shownOnNavbar: pages.shownOnNavbar,
  createdAt: pages.createdAt,
  updatedAt: pages.updatedAt,
};
type PageRow = {
  id: string;
  title: string;
  content: string;
  link: string;
  status: PublishStatus;
  shownOnNavbar: boolean;
  createdAt: Date;
  updatedAt: Date;
};
export type PageValues = {
  title: string;
  content: string;
  link: string;
  status: PublishStatus;
  shownOnNavbar: boolean;
};

const toPage = (row: PageRow): Page => ({
  _id: row.id,
  title: row.title,
  content: row.content,
  link: row.link,
  status: row.status,
  published: row.status === 'Published',
  shownOnNavbar: row.shownOnNavbar,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The unique index's expression: titles compare in any letter case. */
const lowerTitle = uniqueExpression(pages.title, 'any-case');
const isPublished = eq(pages.status, 'Published');

/** Pages by title: every page, or only the published ones. */
export async function listPages(db: Db, publishedOnly: boolean): Promise<Page[]> {
  const rows = await db
    .select(columns)
    .from(pages)
    .where(publishedOnly ? isPublished : undefined)
    .orderBy(asc(lowerTitle), asc(pages.id));
  return rows.map(toPage);
}

export async function getPage(db: Db, id: string): Promise<Page | undefined> {
  const [row] = await db.select(columns).from(pages).where(eq(pages.id, id));
  return row && toPage(row);
}

/** The published page at a (normalised) link. */
export async function getPublishedPageByLink(db: Db, link: string): Promise<Page | undefined> {
  const [row] = await db
    .select(columns)
    .from(pages)
    .where(and(eq(pages.link, link), isPublished));
  return row && toPage(row);
}

export async function countPages(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pages);
  return row?.n ?? 0;
}

/** Which of the title (any letter case) and link another page already uses. */
export async function findPageDuplicates(db: Db, title: string, link: string, exceptId?: string) {
  const rows = await db
    .select({ title: pages.title, link: pages.link })
    .from(pages)
    .where(
      and(
        or(eq(lowerTitle, sql`lower(${title})`), eq(pages.link, link)),
        exceptId ? ne(pages.id, exceptId) : undefined,
      ),
    )
    .limit(2);
  return {
    title: rows.some((row) => row.title.toLowerCase() === title.toLowerCase()),
    link: rows.some((row) => row.link === link),
  };
}

const writes = recordWrites(pages, columns);

export async function insertPage(db: Db, values: PageValues): Promise<Page> {
  return toPage(await writes.insert(db, values));
}

/** Saves it, if it still has version `expected` (when given; lib/record-version.ts). */
export async function updatePage(
  db: Db,
  id: string,
  values: PageValues,
  basis: SaveBasis = {},
): Promise<Page | undefined> {
  const row = await writes.update(db, id, values, basis);
  return row && toPage(row);
}
