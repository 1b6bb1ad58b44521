import { MESSAGES, type Page, type PageFields } from '@visadesk/contract';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { refuseDuplicates } from '../../lib/db-errors.ts';
import { refuseStale } from '../../lib/record-version.ts';
import * as repo from './pages.repository.ts';

const M = MESSAGES.pages;
const duplicates = { pages_title_key: M.duplicateTitle, pages_link_key: M.duplicateLink };

/** Content pages: titles (any letter case) and links are unique; status and published agree. */
export function createPagesService(db: Db) {
  async function assertUnique(fields: PageFields, exceptId?: string) {
    const found = await repo.findPageDuplicates(db, fields.title, fields.link, exceptId);
    const errors = [
      ...(found.title ? [{ field: 'title', message: M.duplicateTitle }] : []),
      ...(found.link ? [{ field: 'link', message: M.duplicateLink }] : []),
    ];
    if (errors[0]) throw new AppError('CONFLICT', errors[0].message, errors);
  }

  return {
    list: (publishedOnly: boolean) => repo.listPages(db, publishedOnly),

    async getPublishedByLink(link: string): Promise<Page> {
      const page = await repo.getPublishedPageByLink(db, link);
      if (!page) throw notFound(MESSAGES.common.notFound);
      return page;
    },

    /** A new page is Unpublished and off the navbar unless the input says otherwise. */
    async create(fields: PageFields): Promise<Page> {
      await assertUnique(fields);
      const values = {
        ...fields,
        status: fields.status ?? 'Unpublished',
        shownOnNavbar: fields.shownOnNavbar ?? false,
      };
      return refuseDuplicates(duplicates, () => repo.insertPage(db, values));
    },

    /** An edit that leaves out the status or the navbar flag keeps the page's current one. */
    async get(id: string): Promise<Page> {
      const found = await repo.getPage(db, id);
      if (!found) throw notFound(MESSAGES.common.notFound);
      return found;
    },

    async update(id: string, fields: PageFields, expected?: Date): Promise<Page> {
      const current = await repo.getPage(db, id);
      if (!current) throw notFound(MESSAGES.common.notFound);
      await assertUnique(fields, id);
      const values = {
        ...fields,
        status: fields.status ?? current.status,
        shownOnNavbar: fields.shownOnNavbar ?? current.shownOnNavbar,
      };
      const updated = await refuseDuplicates(duplicates, () => repo.updatePage(db, id, values, expected));
      if (!updated) return refuseStale(() => repo.getPage(db, id));
      return updated;
    },

    async remove(id: string): Promise<void> {
      if (!(await repo.deletePage(db, id))) throw notFound(MESSAGES.common.notFound);
    },
  };
}
