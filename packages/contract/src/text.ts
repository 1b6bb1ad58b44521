import { z } from 'zod';
import { SEARCH_MAX } from './constants.ts';
import { MESSAGES } from './messages.ts';

/**
 * Text PostgreSQL cannot store: a NUL (U+0000) it refuses outright (a 500), and a lone UTF-16
 * surrogate, which has no UTF-8 form (the driver would silently store U+FFFD instead). With the
 * `u` flag, `\p{Cs}` matches only surrogates that are not part of a pair.
 */
const UNSTORABLE = /[\0\p{Cs}]/u;

/** Whether PostgreSQL can store this text exactly as given. */
export const isStorableText = (value: string): boolean => !UNSTORABLE.test(value);

/**
 * Every text field of the API starts here, so one rule covers them all: a string (else
 * `missingMessage`), refused with the field's `message` when PostgreSQL could not store it. The
 * refusal stops the field's other checks, so a field answers one message. Chain `.trim()`,
 * `.min()`, `.max()` and the rest after it.
 */
export const text = (message: string, missingMessage: string = message) =>
  z.string({ error: missingMessage }).refine(isStorableText, { error: message, abort: true });

/** A list's `search` query: trimmed, at most SEARCH_MAX characters, blank when absent. */
export const searchText = () =>
  text(MESSAGES.common.invalidSearch)
    .trim()
    .max(SEARCH_MAX, { error: MESSAGES.common.invalidSearch })
    .optional()
    .default('');
