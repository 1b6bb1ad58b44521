import { expect, it } from 'vitest';
import type { z } from 'zod';

/** The message `schema` refuses `input` with: its first issue's, the one a form or the API shows. */
export const firstMessage = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues[0]?.message;

/** One test a case: `schema` refuses the case's input with the case's message. */
export function itRefuses(schema: z.ZodType, cases: [input: unknown, message: string][]) {
  it.each(cases)('%j -> %s', (input, message) => {
    expect(firstMessage(schema, input)).toBe(message);
  });
}
