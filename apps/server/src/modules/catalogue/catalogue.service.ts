import type { CatalogueDefinition } from '@visadesk/contract';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { refuseDuplicates } from '../../lib/db-errors.ts';
import type { SaveBasis } from '../../lib/record-version.ts';
import { type CatalogueRecord, createCatalogueRepository, type PageQuery } from './catalogue.repository.ts';
import { type CatalogueInput, storedValues } from './catalogue-values.ts';
import { foundOr404, saveVersioned } from './record-rules.ts';
import { duplicateMessages } from './unique-expression.ts';

/**
 * One catalogue (companies, designations, salaries): names unique as the definition compares them,
 * refused by a friendly pre-check, and by the unique index when two saves race.
 */
export function createCatalogueService(db: Db, definition: CatalogueDefinition) {
  const repo = createCatalogueRepository(db, definition);
  const duplicate = duplicateMessages(definition.unique);
  const { message } = definition.unique[0];

  async function assertNameFree(name: string, exceptId?: string) {
    if (await repo.nameTaken(name, exceptId)) throw conflict(message);
  }

  return {
    get: (id: string) => foundOr404(repo.get(id)),

    listAll: () => repo.listAll(),

    listPage: (query: PageQuery) => repo.listPage(query),

    async create(input: CatalogueInput): Promise<CatalogueRecord> {
      const values = storedValues(input);
      await assertNameFree(values.name);
      return refuseDuplicates(duplicate, () => repo.insert(values));
    },

    /** `expected`: the version the edit was based on (If-Match), refused with 412 when stale. */
    async update(id: string, input: CatalogueInput, basis: SaveBasis = {}): Promise<CatalogueRecord> {
      const values = storedValues(input);
      await foundOr404(repo.get(id));
      await assertNameFree(values.name, id);
      return saveVersioned(
        () => refuseDuplicates(duplicate, () => repo.update(id, values, basis)),
        () => repo.get(id),
      );
    },
  };
}
