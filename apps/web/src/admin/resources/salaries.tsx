import { LABELS, MESSAGES } from '@visadesk/contract/plain';
import { formatAmount } from '../../lib/format-amount';
import { savedOrWhy } from './resource-errors';
import { resourceScreens } from './resource-screens';

const L = LABELS.salaries;

/**
 * A failed add shows the server's message or `Failed to add salary record.` (spec section 8); the
 * other calls have no message in the spec and use the product's, with the server's reason on a save.
 */
export const salaryErrorMessage = savedOrWhy(L, { addFailed: MESSAGES.salaries.addFailed });

/** /salary, /addNewSalary, /editSalary: amounts, lowest first, shown grouped ("3,500"). */
export const salariesResource = resourceScreens('salaries', {
  search: { label: L.searchLabel, placeholder: L.searchPlaceholder },
  columns: [
    {
      header: LABELS.resources.columns.name,
      cell: (salary) => <span className="amount">{formatAmount(salary.name)}</span>,
    },
  ],
  nameOf: (salary) => formatAmount(salary.name),
  fields: [{ kind: 'text', name: 'name', label: L.name, hint: L.nameHint, inputMode: 'decimal' }],
  emptyValues: { name: '' },
  valuesOf: (salary) => ({ name: salary.name }),
  nameField: 'name',
  errorMessage: salaryErrorMessage,
});
