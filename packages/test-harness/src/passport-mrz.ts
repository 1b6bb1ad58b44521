/**
 * Valid TD3 machine-readable zones (ICAO Doc 9303 part 4) for made-up passport holders: written
 * here from the standard, apart from the server's reader, so a test's expected values do not come
 * from the code under test.
 */

/** One made-up holder: what a data page prints and its zone encodes. Dates are YYYY-MM-DD. */
export type PassportHolder = {
  surname: string;
  givenNames: string;
  /** Up to 9 characters, A-Z and 0-9. */
  passport: string;
  /** ICAO codes: the holder's nationality and the issuing state (`D` for Germany). */
  nationality: string;
  issuingState: string;
  dob: string;
  sex: 'M' | 'F' | '<';
  expiry: string;
  personalNumber: string;
};

const WEIGHTS = [7, 3, 1];

/** The check digit of `text` (Doc 9303 part 3, 4.9): digits as themselves, A-Z as 10-35, `<` as 0. */
export function checkDigit(text: string): string {
  let sum = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i] as string;
    const value = c === '<' ? 0 : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55;
    sum += value * (WEIGHTS[i % 3] as number);
  }
  return String(sum % 10);
}

const pad = (text: string, length: number) => text.padEnd(length, '<').slice(0, length);
const yymmdd = (day: string) => day.slice(2, 4) + day.slice(5, 7) + day.slice(8, 10);
const codeField = (code: string) => pad(code, 3);
const nameWords = (name: string) =>
  name
    .toUpperCase()
    .replace(/[^A-Z ]/g, '')
    .trim()
    .split(/\s+/)
    .join('<');

/** The name field: surname, `<<`, given names, truncated at 39 characters as the standard allows. */
export function nameField(surname: string, givenNames: string): string {
  return pad(`${nameWords(surname)}<<${nameWords(givenNames)}`, 39);
}

/** The two 44-character lines of the holder's zone, every check digit right. */
export function mrzLines(holder: PassportHolder): [string, string] {
  const line1 = `P<${codeField(holder.issuingState)}${nameField(holder.surname, holder.givenNames)}`;
  const number = pad(holder.passport, 9);
  const personal = pad(holder.personalNumber, 14);
  const personalCheck = /^<+$/.test(personal) ? '<' : checkDigit(personal);
  const parts = [
    number + checkDigit(number),
    codeField(holder.nationality),
    yymmdd(holder.dob) + checkDigit(yymmdd(holder.dob)),
    holder.sex,
    yymmdd(holder.expiry) + checkDigit(yymmdd(holder.expiry)),
    personal + personalCheck,
  ];
  const composite = (parts[0] as string) + (parts[2] as string) + (parts[4] as string) + (parts[5] as string);
  return [line1, parts.join('') + checkDigit(composite)];
}
