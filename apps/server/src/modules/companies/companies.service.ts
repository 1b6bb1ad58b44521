import { type Company, MESSAGES } from '@visadesk/contract';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { refuseDuplicates } from '../../lib/db-errors.ts';
import { refuseStale } from '../../lib/record-version.ts';
import * as repo from './companies.repository.ts';

const duplicate = { companies_name_key: MESSAGES.companies.duplicate };

/** Companies: names unique in any letter case (a friendly pre-check, and the index for races). */
export function createCompaniesService(db: Db) {
  async function assertNameFree(name: string, exceptId?: string) {
    if (await repo.companyNameTaken(db, name, exceptId)) throw conflict(MESSAGES.companies.duplicate);
  }

  return {
    async get(id: string): Promise<Company> {
      const found = await repo.getCompany(db, id);
      if (!found) throw notFound(MESSAGES.common.notFound);
      return found;
    },

    list: () => repo.listCompanies(db),

    async create(name: string): Promise<Company> {
      await assertNameFree(name);
      return refuseDuplicates(duplicate, () => repo.insertCompany(db, name));
    },

    /** `expected`: the version the edit was based on (If-Match), refused with 412 when stale. */
    async update(id: string, name: string, expected?: Date): Promise<Company> {
      if (!(await repo.getCompany(db, id))) throw notFound(MESSAGES.common.notFound);
      await assertNameFree(name, id);
      const updated = await refuseDuplicates(duplicate, () => repo.updateCompany(db, id, name, expected));
      if (!updated) return refuseStale(() => repo.getCompany(db, id));
      return updated;
    },

    async remove(id: string): Promise<void> {
      if (!(await repo.deleteCompany(db, id))) throw notFound(MESSAGES.common.notFound);
    },
  };
}
