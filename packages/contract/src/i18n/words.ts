import { isPluralMessage, type PluralMessage } from './messages.ts';

/** A catalogue's tree with its texts widened: the shape every locale's words have. */
export type Words<T> = T extends string
  ? string
  : T extends readonly string[]
    ? readonly string[]
    : T extends PluralMessage
      ? PluralMessage
      : { readonly [K in keyof T]: Words<T[K]> };

const isArea = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isParagraphs = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string');

/**
 * `source`'s tree with `layer`'s texts laid over it key by key: whatever `layer` lacks, or holds in
 * another shape, stays the source's. So a locale's words are English's wherever its catalogue is
 * incomplete, and a key English lacks is never read.
 */
export function layWords<T>(source: T, layer: unknown): Words<T> {
  if (typeof source === 'string') return (typeof layer === 'string' ? layer : source) as Words<T>;
  if (Array.isArray(source)) return (isParagraphs(layer) ? layer : source) as Words<T>;
  if (isPluralMessage(source)) return (isPluralMessage(layer) ? layer : source) as Words<T>;
  const words: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source as Record<string, unknown>))
    words[key] = layWords(value, isArea(layer) ? layer[key] : undefined);
  return words as Words<T>;
}
