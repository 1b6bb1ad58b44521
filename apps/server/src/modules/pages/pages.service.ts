import { MESSAGES, PAGES, type Page, type PageFields } from '@visadesk/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { refuseDuplicates } from '../../lib/db-errors.ts';
import type { SaveBasis } from '../../lib/record-version.ts';
import { foundOr404, saveVersioned } from '../catalogue/record-rules.ts';
import { duplicateMessages } from '../catalogue/unique-expression.ts';
import * as repo from './pages.repository.ts';

const M = MESSAGES.pages;
const duplicates = duplicateMessages(PAGES.unique);

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

    getPublishedByLink: (link: string): Promise<Page> => foundOr404(repo.getPublishedPageByLink(db, link)),

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
    get: (id: string): Promise<Page> => foundOr404(repo.getPage(db, id)),

    async update(id: string, fields: PageFields, basis: SaveBasis = {}): Promise<Page> {
      const current = await foundOr404(repo.getPage(db, id));
      await assertUnique(fields, id);
      const values = {
        ...fields,
        status: fields.status ?? current.status,
        shownOnNavbar: fields.shownOnNavbar ?? current.shownOnNavbar,
      };
      return saveVersioned(
        () => refuseDuplicates(duplicates, () => repo.updatePage(db, id, values, basis)),
        () => repo.getPage(db, id),
      );
    },
  };
}
