import {
  icaoCountryCode,
  isCalendarDate,
  PASSPORT_SCAN_FIELD_LABELS,
  PASSPORT_SCAN_MESSAGES,
  type PassportScan,
  type PassportScanField,
} from '@visadesk/contract';
import { type FieldName, parse } from 'mrz';

const M = PASSPORT_SCAN_MESSAGES;

/**
 * Below this confidence (Tesseract's, 0-100) a character of a field without a check digit (the
 * names, nationality, sex) leaves the field unfilled. A misread character is usually an unsure
 * one; nothing else guards these fields (on the bench's corpus none was filled wrong).
 */
export const SURE = 80;

/** Where the holder's sex is written in the second line, and the names start in the first (0-based). */
const SEX_COLUMN = 20;
const NAME_START = 5;
const NATIONALITY_COLUMNS: [number, number] = [10, 13];

/** The two lines as read, each character with its confidence. */
export type ZoneReading = { lines: [string, string]; confidences: [number[], number[]] };

/**
 * What a reading gives the form; how many check digits failed, and how many fields it doubts (a
 * check failed or a character unsure: another reading may do better).
 */
export type ZoneFields = Omit<PassportScan, 'mrz'> & { failedChecks: number; doubts: number };

/** The century of a two-digit year: the latest not after `today` for a birth, the nearest for an expiry. */
function fullDate(yymmdd: string, today: string, kind: 'birth' | 'expiry'): string | null {
  const [yy, mm, dd] = [Number(yymmdd.slice(0, 2)), yymmdd.slice(2, 4), yymmdd.slice(4, 6)];
  const thisYear = Number(today.slice(0, 4));
  const century = Math.floor(thisYear / 100) * 100;
  let year = century + yy;
  if (kind === 'birth' && `${year}-${mm}-${dd}` > today) year -= 100;
  if (kind === 'expiry' && year > thisYear + 50) year -= 100;
  if (kind === 'expiry' && year < thisYear - 50) year += 100;
  const day = `${year}-${mm}-${dd}`;
  return isCalendarDate(day) ? day : null;
}

/** The lowest confidence among characters `from` to `to` of a line. */
function leastSure(reading: ZoneReading, line: 0 | 1, from: number, to: number): number {
  let least = 100;
  for (let i = from; i < to; i += 1) least = Math.min(least, reading.confidences[line][i] ?? 0);
  return least;
}

/**
 * Where the surname and the given names lie in the first line: the surname up to the first `<<`,
 * the given names after it to the end, fillers included (a filler misread as a letter would add
 * it to the names).
 */
function nameRanges(line: string): Record<'lastName' | 'firstName', [number, number]> {
  const split = line.indexOf('<<', NAME_START);
  const end = split < 0 ? line.length : split;
  return { lastName: [NAME_START, end], firstName: [Math.min(end + 2, line.length), line.length] };
}

/**
 * The application's fields from a reading of a TD3 zone (parsed by `mrz`, which checks every check
 * digit). A value with a check digit is filled only if its digit and the composite digit pass;
 * one without (names, nationality, sex) only if every character was read with confidence SURE.
 * Everything else is named in `unverified`, with why in `problems`.
 */
export function zoneFields(reading: ZoneReading, today: string): ZoneFields {
  const result = parse(reading.lines, { autocorrect: true });
  const detail = (name: FieldName) => result.details.find((d) => d.field === name);
  const passes = (name: FieldName) => detail(name)?.valid === true;
  const failedChecks = result.details.filter((d) => d.field?.endsWith('CheckDigit') && !d.valid).length;
  const compositeOk = passes('compositeCheckDigit');
  const out: ZoneFields = { fields: {}, unverified: [], problems: [], failedChecks, doubts: 0 };
  const refuse = (field: PassportScanField, message: string, isDoubt = true) => {
    out.unverified.push(field);
    out.problems.push({ field, message });
    if (isDoubt) out.doubts += 1;
  };
  const label = PASSPORT_SCAN_FIELD_LABELS;
  // A character the parser had to correct (a digit in a name) was misread: not sure.
  const sure = (name: FieldName, line: 0 | 1, [from, to]: [number, number]) =>
    passes(name) && detail(name)?.autocorrect.length === 0 && leastSure(reading, line, from, to) >= SURE;
  const names = nameRanges(reading.lines[0]);

  const checked = (field: PassportScanField, name: FieldName, value: string | null | undefined) => {
    if (value && passes(name) && passes(`${name}CheckDigit` as FieldName) && compositeOk)
      out.fields[field] = value as never;
    else refuse(field, M.checkFailed(label[field]));
  };
  checked('passport', 'documentNumber', result.fields.documentNumber);
  checked('dob', 'birthDate', result.fields.birthDate && fullDate(result.fields.birthDate, today, 'birth'));
  checked(
    'passportExpiry',
    'expirationDate',
    result.fields.expirationDate && fullDate(result.fields.expirationDate, today, 'expiry'),
  );

  for (const [field, name] of [
    ['surname', 'lastName'],
    ['givenN', 'firstName'],
  ] as const) {
    const value = result.fields[name];
    const [from, to] = names[name];
    const isEmpty = /^<*$/.test(reading.lines[0].slice(from, to)) && leastSure(reading, 0, from, to) >= SURE;
    if (field === 'givenN' && isEmpty) refuse(field, M.noGivenNames, false);
    else if (value && sure(name, 0, names[name])) out.fields[field] = value;
    else refuse(field, M.unsure(label[field]));
  }

  const code = result.fields.nationality ?? '';
  const country = icaoCountryCode(code);
  if (!sure('nationality', 1, NATIONALITY_COLUMNS)) refuse('currentN', M.unsure(label.currentN));
  else if (!country) refuse('currentN', M.noCountry(code), false);
  else out.fields.currentN = country;

  // Read from the line itself: the parser refuses the X that newer passports may carry.
  const sex = reading.lines[1][SEX_COLUMN];
  if ((reading.confidences[1][SEX_COLUMN] ?? 0) < SURE) refuse('sex', M.unsure(label.sex));
  else if (sex === 'M' || sex === 'F') out.fields.sex = sex === 'M' ? 'Male' : 'Female';
  else refuse('sex', M.noSex, false);
  return out;
}
