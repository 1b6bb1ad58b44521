import { formatAmount } from '@visadesk/contract/plain';

/** One choice of a select: what is stored, and what the list shows. */
export interface Option {
  value: string;
  label: string;
}

const asOption = (value: string): Option => ({ value, label: value });

/**
 * The options with the record's current value kept selectable when the lists no longer hold it
 * (a company renamed or deleted since): stored values stay text, so nothing is lost.
 */
export function withCurrent(options: readonly Option[], current?: string, label = current): Option[] {
  if (!current || options.some((option) => option.value === current)) return [...options];
  return [...options, { value: current, label: label ?? current }];
}

/**
 * Job titles: the designations, by name. The specification's fixed titles were added to them once,
 * so the office edits that list in one place.
 */
export const jobTitleOptions = (designations: readonly string[]): Option[] => designations.map(asOption);

/**
 * Salary records as the form offers them: the record's text is stored ("CAD 3,200 / month"); a
 * record kept from before currencies is its amount, shown grouped ("3,500").
 */
export const salaryOptions = (names: readonly string[]): Option[] =>
  names.map((value) => ({ value, label: formatAmount(value) }));

export const nameOptions = (names: readonly string[]): Option[] => names.map(asOption);
