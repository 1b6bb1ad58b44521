import { LABELS, MESSAGES, SALARIES, type Salary, SalaryInputSchema, SalarySchema } from '@visadesk/contract';
import { formatAmount } from '../../lib/format-amount';
import type { RequestFailure } from '../../lib/request-failure';
import { CLIENT_PAGE_SIZE, plainList } from './list-shape';
import type { Operation, ResourceConfig } from './resource-config';
import { isNotFound, serverMessage } from './resource-errors';

const L = LABELS.salaries;

/**
 * A failed add shows the server's message or `Failed to add salary record.` (spec section 8); the
 * other calls have no message in the spec and use the product's, with the server's reason on a save.
 */
export function salaryErrorMessage(operation: Operation, failure: RequestFailure): string {
  switch (operation) {
    case 'fetch':
      return L.fetchError;
    case 'create':
      return serverMessage(failure) ?? MESSAGES.salaries.addFailed;
    case 'update':
      return serverMessage(failure) ?? L.updateError;
    default:
      return isNotFound(failure) ? MESSAGES.common.notFound : L.deleteError;
  }
}

/** /salary, /addNewSalary, /editSalary: amounts, lowest first, shown grouped ("3,500"). */
export const salariesResource: ResourceConfig<Salary> = {
  name: 'salaries',
  routes: SALARIES.screens,
  labels: L,
  list: { paging: 'client', pageSize: CLIENT_PAGE_SIZE },
  normaliseList: plainList,
  columns: [
    {
      header: LABELS.resources.columns.name,
      cell: (salary) => <span className="amount">{formatAmount(salary.name)}</span>,
    },
  ],
  nameOf: (salary) => formatAmount(salary.name),
  recordSchema: SalarySchema,
  schema: SalaryInputSchema,
  fields: [{ kind: 'text', name: 'name', label: L.name, hint: L.nameHint, inputMode: 'decimal' }],
  emptyValues: { name: '' },
  valuesOf: (salary) => ({ name: salary.name }),
  nameField: 'name',
  errorMessage: salaryErrorMessage,
  transport: 'json',
};
