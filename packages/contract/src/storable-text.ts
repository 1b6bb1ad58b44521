/**
 * Text PostgreSQL cannot store: a NUL (U+0000) it refuses outright (a 500), and a lone UTF-16
 * surrogate, which has no UTF-8 form (the driver would silently store U+FFFD instead). With the
 * `u` flag, `\p{Cs}` matches only surrogates that are not part of a pair.
 */
const UNSTORABLE = /[\0\p{Cs}]/u;

/** Whether PostgreSQL can store this text exactly as given. */
export const isStorableText = (value: string): boolean => !UNSTORABLE.test(value);
