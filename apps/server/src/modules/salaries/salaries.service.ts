import { MESSAGES, type Salary } from '@visadesk/contract';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { refuseDuplicates } from '../../lib/db-errors.ts';
import * as repo from './salaries.repository.ts';

const duplicate = { salaries_value_key: MESSAGES.salaries.duplicate };

/** Salary records: amounts unique by value (a friendly pre-check, and the index for races). */
export function createSalariesService(db: Db) {
  async function assertAmountFree(name: string, exceptId?: string) {
    if (await repo.salaryAmountTaken(db, name, exceptId)) throw conflict(MESSAGES.salaries.duplicate);
  }

  return {
    list: () => repo.listSalaries(db),

    async create(name: string): Promise<Salary> {
      await assertAmountFree(name);
      return refuseDuplicates(duplicate, () => repo.insertSalary(db, name));
    },

    async update(id: string, name: string): Promise<Salary> {
      if (!(await repo.getSalary(db, id))) throw notFound(MESSAGES.common.notFound);
      await assertAmountFree(name, id);
      const updated = await refuseDuplicates(duplicate, () => repo.updateSalary(db, id, name));
      if (!updated) throw notFound(MESSAGES.common.notFound);
      return updated;
    },

    async remove(id: string): Promise<void> {
      if (!(await repo.deleteSalary(db, id))) throw notFound(MESSAGES.common.notFound);
    },
  };
}
