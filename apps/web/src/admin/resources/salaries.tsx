import { CURRENCY_CODES, formatAmount, LABELS, MESSAGES, SALARY_PERIODS } from '@visadesk/contract/plain';
import { savedOrWhy } from './resource-errors';
import { resourceScreens } from './resource-screens';

const L = LABELS.salaries;

/**
 * A failed add shows the server's message or `Failed to add salary record.` (spec section 8); the
 * other calls have no message in the spec and use the product's, with the server's reason on a save.
 */
export const salaryErrorMessage = savedOrWhy(L, { addFailed: MESSAGES.salaries.addFailed });

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });
/** "CAD (Canadian Dollar)": the code is what a salary shows, the name helps find it. */
const CURRENCY_OPTIONS = CURRENCY_CODES.map((code) => ({
  value: code,
  label: `${code} (${currencyNames.of(code) ?? code})`,
}));
const PERIOD_OPTIONS = SALARY_PERIODS.map((period) => ({ value: period, label: L.periods[period] }));

/**
 * /salary, /addNewSalary, /editSalary: each salary by its text ("CAD 3,200 / month"), a salary kept
 * from before currencies by its amount, grouped ("3,500"); listed by currency, then amount.
 */
export const salariesResource = resourceScreens('salaries', {
  search: { label: L.searchLabel, placeholder: L.searchPlaceholder },
  columns: [
    { header: L.column, cell: (salary) => <span className="amount">{formatAmount(salary.name)}</span> },
  ],
  nameOf: (salary) => formatAmount(salary.name),
  fields: [
    { kind: 'text', name: 'amount', label: L.amount, hint: L.amountHint, inputMode: 'decimal' },
    {
      kind: 'select',
      name: 'currency',
      label: L.currency,
      options: CURRENCY_OPTIONS,
      placeholder: LABELS.resources.choose,
    },
    {
      kind: 'select',
      name: 'period',
      label: L.period,
      options: PERIOD_OPTIONS,
      placeholder: LABELS.resources.choose,
    },
  ],
  emptyValues: { amount: '', currency: '', period: '' },
  valuesOf: (salary) => ({
    amount: salary.amount,
    currency: salary.currency ?? '',
    period: salary.period ?? '',
  }),
  nameField: 'amount',
  errorMessage: salaryErrorMessage,
});
