import { type Company, MESSAGES } from '@visadesk/contract';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { refuseDuplicates } from '../../lib/db-errors.ts';
import * as repo from './companies.repository.ts';

const duplicate = { companies_name_key: MESSAGES.companies.duplicate };

/** Companies: names unique in any letter case (a friendly pre-check, and the index for races). */
export function createCompaniesService(db: Db) {
  async function assertNameFree(name: string, exceptId?: string) {
    if (await repo.companyNameTaken(db, name, exceptId)) throw conflict(MESSAGES.companies.duplicate);
  }

  return {
    list: () => repo.listCompanies(db),

    async create(name: string): Promise<Company> {
      await assertNameFree(name);
      return refuseDuplicates(duplicate, () => repo.insertCompany(db, name));
    },

    async update(id: string, name: string): Promise<Company> {
      if (!(await repo.getCompany(db, id))) throw notFound(MESSAGES.common.notFound);
      await assertNameFree(name, id);
      const updated = await refuseDuplicates(duplicate, () => repo.updateCompany(db, id, name));
      if (!updated) throw notFound(MESSAGES.common.notFound);
      return updated;
    },

    async remove(id: string): Promise<void> {
      if (!(await repo.deleteCompany(db, id))) throw notFound(MESSAGES.common.notFound);
    },
  };
}
