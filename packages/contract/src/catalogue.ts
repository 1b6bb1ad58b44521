import { z } from 'zod';
import { CATALOGUE_NAME_MAX, NAME_MIN, PAGE_SIZE } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { pageQuery } from './page-query.ts';
import { CURRENCY_CODES, canonicalAmount, SALARY_PERIODS } from './salary-values.ts';
import { storedRecord } from './stored-record.ts';
import { searchText, text, trimmedText } from './text.ts';

/** A trimmed name of 3 to 100 characters (the spec's 31 is too few for legal names), with the resource's message. */
const nameField = (message: string) => trimmedText(message, NAME_MIN, CATALOGUE_NAME_MAX);

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

const S = MESSAGES.salaries;

const amount = z.union([text(S.positive), z.number()], { error: S.positive }).transform((raw, ctx) => {
  const canonical = canonicalAmount(String(raw).trim());
  if (canonical === null || Number(canonical) <= 0) {
    ctx.addIssue({ code: 'custom', message: S.positive });
    return z.NEVER;
  }
  if ((canonical.split('.')[1] ?? '').length > 2) {
    ctx.addIssue({ code: 'custom', message: S.tooPrecise });
    return z.NEVER;
  }
  return canonical;
});

/**
 * POST addSalary and PUT updateSalary: the amount (a positive number, text or JSON number, stored
 * canonical: "3,200.5" is "3200.50"), its ISO 4217 currency and how often it is paid.
 */
export const SalaryInputSchema = z.strictObject({
  amount,
  currency: z.enum(CURRENCY_CODES, { error: S.currency }),
  period: z.enum(SALARY_PERIODS, { error: S.period }),
});
export type SalaryInput = z.input<typeof SalaryInputSchema>;

/**
 * A salary record. `name` is its text ("CAD 3,200 / month", salaryText), which lists it and which
 * an application keeps when it is chosen; a record kept from before currencies has no currency or
 * period, and its `name` is its canonical amount ("3500").
 */
export const SalarySchema = storedRecord({
  name: z.string(),
  amount: z.string(),
  currency: z.string().nullable(),
  period: z.enum(SALARY_PERIODS).nullable(),
});
export type Salary = z.infer<typeof SalarySchema>;

/** GET fetchSalary: every salary, by currency (those without one first), then amount and period. */
export const SalaryListSchema = z.array(SalarySchema);
export type SalaryList = z.infer<typeof SalaryListSchema>;
