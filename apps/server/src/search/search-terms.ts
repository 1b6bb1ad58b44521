import { normalizePassport, SEARCH_CONTAINS_MIN } from '@visadesk/contract';

/** At most this many words are looked up in the trigram index; the others filter what it found. */
export const INDEXED_WORDS_MAX = 3;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Anything but letters and digits around a word ("Aziz," or "(Bilal)") is not part of it. */
const trimWord = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
/** Three letters or digits in a row: a trigram the index can look up. */
const hasTrigram = (word: string) => /[\p{L}\p{N}]{3}/u.test(word);
const contains = (word: string) => `%${escapeLike(word)}%`;
/** Five digits in a row: a word looked up by its digits. */
const hasFiveDigits = (word: string) => /[0-9]{5}/.test(word);

/**
 * How a search term is matched, as staff type it:
 * - `none`: nothing can match (no letter or digit, or one or two characters that cannot start a
 *   passport);
 * - `prefix`: one or two characters, the start of a passport (matched anywhere, they would
 *   match most rows);
 * - `words`: every word of the term, in any order, contained in the application's folded search
 *   text (`search_text`: name parts, passport, e-mail, national ID): "bil az" finds Bilal Aziz.
 *   `indexed` are the LIKE patterns the trigram index looks up (the words with three letters or
 *   digits in a row, the longest first), `filters` the other words, which only filter what the
 *   index found. A term of short words alone ("AB 12 34") is one word without its spaces: a
 *   passport typed in groups (names have at least three characters). `name` (the words joined
 *   by one space) and `passport` (the term as a passport) rank an exact match first.
 *   `digits`, when a word has five digits in a row (a passport, a national ID or part of one): those
 *   words, whose digits' five-grams find the matches through an index of their own;
 *   every word is then a filter and none is looked up in the trigram index.
 * Patterns are not yet folded: the query folds them with the database's own `search_fold`, so
 * the term and the stored text can never be folded differently.
 */
export type SearchPlan =
  | { kind: 'none' }
  | { kind: 'prefix'; prefixFrom: string; prefixTo: string }
  | { kind: 'words'; indexed: string[]; filters: string[]; name: string; passport: string; digits?: string };

/** Passports that start with `prefix` are those in [prefix, prefix with its last character + 1). */
function prefixRange(prefix: string) {
  const upper = prefix.toUpperCase();
  const next = String.fromCharCode(upper.charCodeAt(upper.length - 1) + 1);
  return { prefixFrom: upper, prefixTo: `${upper.slice(0, -1)}${next}` };
}

export function planSearch(term: string): SearchPlan {
  const compact = term.replace(/\s+/g, '');
  if (compact.length < SEARCH_CONTAINS_MIN) {
    return /^[A-Za-z0-9]+$/.test(compact) ? { kind: 'prefix', ...prefixRange(compact) } : { kind: 'none' };
  }
  const words = [...new Set(term.split(/\s+/).map(trimWord).filter(Boolean))];
  if (words.length === 0) return { kind: 'none' };
  const name = words.join(' ');
  const passport = normalizePassport(term);
  const lookups = words.filter(hasTrigram).sort((a, b) => b.length - a.length);
  // Short words alone are one word: a passport typed in groups.
  const whole = lookups.length === 0 ? [words.join('')] : words;
  const numbered = whole.filter(hasFiveDigits);
  if (numbered.length > 0)
    return {
      kind: 'words',
      indexed: [],
      filters: whole.map(contains),
      name,
      passport,
      digits: numbered.join(' '),
    };
  if (lookups.length === 0)
    return { kind: 'words', indexed: whole.map(contains), filters: [], name, passport };
  const indexed = lookups.slice(0, INDEXED_WORDS_MAX);
  const narrowed = indexed.map(fromDigits);
  // A word looked up only in part (see fromDigits) is also a filter, whole.
  const filtered = words.filter((word) => {
    const at = indexed.indexOf(word);
    return at < 0 || narrowed[at] !== word;
  });
  return {
    kind: 'words',
    indexed: narrowed.map(contains),
    filters: filtered.map(contains),
    name,
    passport,
  };
}

/**
 * A word of letters then digits ("applicant500000@", "pk1234567") is looked up from the letter
 * before its first digit: the letters' trigrams are shared by most rows (every e-mail of a
 * caseload may start the same way), and the index would read every one of their entries.
 * The whole word then only filters what it found.
 */
function fromDigits(word: string): string {
  const first = word.search(/\p{N}/u);
  if (first < 2) return word;
  const rest = word.slice(first - 1);
  return hasTrigram(rest) ? rest : word;
}
