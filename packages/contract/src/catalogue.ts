import { z } from 'zod';
import { NAME_MAX, NAME_MIN, PAGE_SIZE } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { pageQuery } from './page-query.ts';
import { storedRecord } from './stored-record.ts';
import { searchText, text, trimmedText } from './text.ts';

/** A trimmed name of 3 to 31 characters (spec sections 5 and 9), with the resource's message. */
const nameField = (message: string) => trimmedText(message, NAME_MIN, NAME_MAX);

// ---- Companies -------------------------------------------------------------------------------

/** POST addCompany and PUT updateCompany. */
export const CompanyInputSchema = z.strictObject({ name: nameField(MESSAGES.companies.nameLength) });
export type CompanyInput = z.input<typeof CompanyInputSchema>;

export const CompanySchema = storedRecord({ name: z.string() });
export type Company = z.infer<typeof CompanySchema>;

/** GET fetchCompany: every company, by name (a plain array, as the spec says). */
export const CompanyListSchema = z.array(CompanySchema);
export type CompanyList = z.infer<typeof CompanyListSchema>;

// ---- Designations ----------------------------------------------------------------------------

/** POST addDesignation and PUT editDesignation. */
export const DesignationInputSchema = z.strictObject({ name: nameField(MESSAGES.designations.nameLength) });
export type DesignationInput = z.input<typeof DesignationInputSchema>;

export const DesignationSchema = CompanySchema;
export type Designation = z.infer<typeof DesignationSchema>;

/** GET fetchDesignation?page&limit&search: page 1 and 5 a page unless asked; search is "contains". */
export const DesignationListQuerySchema = z.object({
  ...pageQuery(PAGE_SIZE.designations),
  search: searchText(),
});
export type DesignationListQuery = z.input<typeof DesignationListQuerySchema>;

/** One page of designations by name; `totalPages` is at least 1 (the spec's starting value). */
export const DesignationListSchema = z.object({
  designations: z.array(DesignationSchema),
  totalPages: z.number().int(),
});
export type DesignationList = z.infer<typeof DesignationListSchema>;

// ---- Salaries --------------------------------------------------------------------------------

const SALARY_PATTERN = /^\d{1,12}(\.\d+)?$/;
const GROUPED_PATTERN = /^\d{1,3}(,\d{3})+(\.\d+)?$/;

/**
 * A salary as canonical numeric text: no leading zeros or thousands separators, no ".00", and
 * cents always two digits ("3500", "3500.50"). Equal values give equal text.
 */
export function canonicalSalary(value: string): string | null {
  const plain = GROUPED_PATTERN.test(value) ? value.replaceAll(',', '') : value;
  if (!SALARY_PATTERN.test(plain)) return null;
  const [whole = '', fraction = ''] = plain.split('.');
  const integer = whole.replace(/^0+(?=\d)/, '');
  const cents = fraction.replace(/0+$/, '');
  return cents ? `${integer}.${cents.padEnd(2, '0')}` : integer;
}

const salaryName = z
  .union([text(MESSAGES.salaries.positive), z.number()], { error: MESSAGES.salaries.positive })
  .transform((raw, ctx) => {
    const canonical = canonicalSalary(String(raw).trim());
    if (canonical === null || Number(canonical) <= 0) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.salaries.positive });
      return z.NEVER;
    }
    if ((canonical.split('.')[1] ?? '').length > 2) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.salaries.tooPrecise });
      return z.NEVER;
    }
    return canonical;
  });

/** POST addSalary and PUT updateSalary: `name` is the amount, a positive number (text or JSON number). */
export const SalaryInputSchema = z.strictObject({ name: salaryName });
export type SalaryInput = z.input<typeof SalaryInputSchema>;

/** A salary record; `name` is canonical numeric text such as "3500" or "3500.50". */
export const SalarySchema = CompanySchema;
export type Salary = z.infer<typeof SalarySchema>;

/** GET fetchSalary: every salary, lowest first. */
export const SalaryListSchema = z.array(SalarySchema);
export type SalaryList = z.infer<typeof SalaryListSchema>;
