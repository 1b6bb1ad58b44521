import { type Designation, MESSAGES } from '@visadesk/contract';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { refuseDuplicates } from '../../lib/db-errors.ts';
import { refuseStale } from '../../lib/record-version.ts';
import * as repo from './designations.repository.ts';

const duplicate = { designations_name_key: MESSAGES.designations.duplicate };

/** Designations: names unique in any letter case (a friendly pre-check, and the index for races). */
export function createDesignationsService(db: Db) {
  async function assertNameFree(name: string, exceptId?: string) {
    if (await repo.designationNameTaken(db, name, exceptId)) throw conflict(MESSAGES.designations.duplicate);
  }

  return {
    async get(id: string): Promise<Designation> {
      const found = await repo.getDesignation(db, id);
      if (!found) throw notFound(MESSAGES.common.notFound);
      return found;
    },

    list: (query: { page: number; limit: number; search: string }) => repo.listDesignations(db, query),

    async create(name: string): Promise<Designation> {
      await assertNameFree(name);
      return refuseDuplicates(duplicate, () => repo.insertDesignation(db, name));
    },

    /** `expected`: the version the edit was based on (If-Match), refused with 412 when stale. */
    async update(id: string, name: string, expected?: Date): Promise<Designation> {
      if (!(await repo.getDesignation(db, id))) throw notFound(MESSAGES.common.notFound);
      await assertNameFree(name, id);
      const updated = await refuseDuplicates(duplicate, () => repo.updateDesignation(db, id, name, expected));
      if (!updated) return refuseStale(() => repo.getDesignation(db, id));
      return updated;
    },

    async remove(id: string): Promise<void> {
      if (!(await repo.deleteDesignation(db, id))) throw notFound(MESSAGES.common.notFound);
    },
  };
}
