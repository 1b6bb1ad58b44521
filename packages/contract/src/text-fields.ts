import type { z } from 'zod';
import { isStorableText } from './storable-text.ts';

/** A text field of an input schema, and whether it goes through the storable-text rule (text.ts). */
export type TextField = { path: string; hasTextRule: boolean };

type Def = {
  type: string;
  checks?: { _zod: { def: { fn?: unknown } } }[];
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
};
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);
const NOT_TEXT = new Set(['number', 'boolean', 'bigint', 'enum', 'literal', 'null', 'undefined', 'date']);

/**
 * Every place an input schema accepts free text (a string schema on the input side), by path.
 * Tests use it to prove that each text field of the API goes through `text()`, new ones included.
 * A pipe is read on its input side (its output side sees only what the input let through).
 */
export function textFields(schema: z.ZodType, path = ''): TextField[] {
  const def = defOf(schema);
  if (def.type === 'string') {
    const hasTextRule = (def.checks ?? []).some((check) => check._zod.def.fn === isStorableText);
    return [{ path, hasTextRule }];
  }
  if (def.type === 'object' && def.shape)
    return Object.entries(def.shape).flatMap(([key, value]) =>
      textFields(value, path ? `${path}.${key}` : key),
    );
  if (WRAPPERS.has(def.type) && def.innerType) return textFields(def.innerType, path);
  if (def.type === 'pipe' && def.in && def.out)
    return textFields(defOf(def.in).type === 'transform' ? def.out : def.in, path);
  if (def.type === 'union' && def.options) return def.options.flatMap((option) => textFields(option, path));
  if (def.type === 'array' && def.element) return textFields(def.element, `${path}[]`);
  if (NOT_TEXT.has(def.type)) return [];
  throw new Error(`textFields: a ${def.type} schema at "${path}" is not understood; teach it here.`);
}

/** The top-level fields of an input schema that take text (each named once). */
export const textFieldNames = (schema: z.ZodType): string[] => [
  ...new Set(textFields(schema).map((field) => field.path.split(/[.[]/)[0] ?? '')),
];
