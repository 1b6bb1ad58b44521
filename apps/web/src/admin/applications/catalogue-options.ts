import { JOB_TITLES } from '@visadesk/contract/plain';
import { formatAmount } from '../../lib/format-amount';

/** One choice of a select: what is stored, and what the list shows. */
export interface Option {
  value: string;
  label: string;
}

const asOption = (value: string): Option => ({ value, label: value });

/**
 * The options with the record's current value kept selectable when the lists no longer hold it
 * (a company renamed or deleted since): stored values stay text (decision 9), so nothing is lost.
 */
export function withCurrent(options: readonly Option[], current?: string, label = current): Option[] {
  if (!current || options.some((option) => option.value === current)) return [...options];
  return [...options, { value: current, label: label ?? current }];
}

/** Job titles: the spec's fourteen, then each designation not already among them (decision 9). */
export function jobTitleOptions(designations: readonly string[]): Option[] {
  const seen = new Set<string>(JOB_TITLES.map((title) => title.toLowerCase()));
  const extra = designations.filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return [...JOB_TITLES, ...extra].map(asOption);
}

/** Salary records as the form offers them: the amount is stored, shown grouped ("3,500"). */
export const salaryOptions = (amounts: readonly string[]): Option[] =>
  amounts.map((value) => ({ value, label: formatAmount(value) }));

export const nameOptions = (names: readonly string[]): Option[] => names.map(asOption);
