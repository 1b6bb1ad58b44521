import { MESSAGES, type Salary } from '@visadesk/contract';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { refuseDuplicates } from '../../lib/db-errors.ts';
import { refuseStale } from '../../lib/record-version.ts';
import * as repo from './salaries.repository.ts';

const duplicate = { salaries_value_key: MESSAGES.salaries.duplicate };

/** Salary records: amounts unique by value (a friendly pre-check, and the index for races). */
export function createSalariesService(db: Db) {
  async function assertAmountFree(name: string, exceptId?: string) {
    if (await repo.salaryAmountTaken(db, name, exceptId)) throw conflict(MESSAGES.salaries.duplicate);
  }

  return {
    async get(id: string): Promise<Salary> {
      const found = await repo.getSalary(db, id);
      if (!found) throw notFound(MESSAGES.common.notFound);
      return found;
    },

    list: () => repo.listSalaries(db),

    async create(name: string): Promise<Salary> {
      await assertAmountFree(name);
      return refuseDuplicates(duplicate, () => repo.insertSalary(db, name));
    },

    /** `expected`: the version the edit was based on (If-Match), refused with 412 when stale. */
    async update(id: string, name: string, expected?: Date): Promise<Salary> {
      if (!(await repo.getSalary(db, id))) throw notFound(MESSAGES.common.notFound);
      await assertAmountFree(name, id);
      const updated = await refuseDuplicates(duplicate, () => repo.updateSalary(db, id, name, expected));
      if (!updated) return refuseStale(() => repo.getSalary(db, id));
      return updated;
    },

    async remove(id: string): Promise<void> {
      if (!(await repo.deleteSalary(db, id))) throw notFound(MESSAGES.common.notFound);
    },
  };
}
