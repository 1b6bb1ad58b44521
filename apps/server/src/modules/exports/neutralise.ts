/**
 * What a spreadsheet would run as a formula: a cell starting with `=`, `+`, `-`, `@`, a tab or a
 * carriage return (OWASP, CSV Injection). Such a cell is written with a single quote before it,
 * which spreadsheets show as text and do not run. The CSV's SQL (csv-page.ts) tests the same list.
 */
export const FORMULA_STARTS: readonly string[] = ['=', '+', '-', '@', '\t', '\r'];

/** `value` as a cell a spreadsheet shows and never runs. */
export const neutralise = (value: string): string =>
  FORMULA_STARTS.includes(value.charAt(0)) ? `'${value}` : value;
