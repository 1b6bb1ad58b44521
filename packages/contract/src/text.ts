import { z } from 'zod';
import { SEARCH_MAX } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { isStorableText } from './storable-text.ts';

/**
 * Every text field of the API starts here, so one rule covers them all: a string (else
 * `missingMessage`), refused with the field's `message` when PostgreSQL could not store it. The
 * refusal stops the field's other checks, so a field answers one message. Chain `.trim()`,
 * `.min()`, `.max()` and the rest after it.
 */
export const text = (message: string, missingMessage: string = message) =>
  z.string({ error: missingMessage }).refine(isStorableText, { error: message, abort: true });

/** A trimmed text of `min` to `max` characters, refused with the one `message` however it is wrong. */
export const trimmedText = (message: string, min: number, max: number) =>
  text(message).trim().min(min, { error: message }).max(max, { error: message });

/** A list's `search` query: trimmed, at most SEARCH_MAX characters, blank when absent. */
export const searchText = () =>
  text(MESSAGES.common.invalidSearch)
    .trim()
    .max(SEARCH_MAX, { error: MESSAGES.common.invalidSearch })
    .optional()
    .default('');
