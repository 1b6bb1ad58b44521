import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { longFunctions, longFunctionsIn } from './long-functions.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The product's code: what a newcomer reads. Tests, declarations and generated files are left out. */
const PRODUCT = [
  'apps/server/src',
  'apps/web/src',
  'packages/contract/src',
  'packages/embedded-postgres/src',
  'bench',
  'scripts',
  'e2e/support',
];
const MAX_LINES = 80;

/**
 * Functions allowed over the limit: none. Should one ever have to be (a generated table, say), it
 * is listed here by `path: name`; a listed one that is split fails the test too, so the list only
 * shrinks.
 */
const KNOWN_LONG = [];

describe('functions a reader takes in at once', () => {
  it(`has none over ${MAX_LINES} lines beyond the known ones`, () => {
    expect(
      longFunctions(ROOT, PRODUCT, MAX_LINES).map((found) =>
        found.replace(/ \(line \d+\)|: \d+ lines$/g, ''),
      ),
    ).toEqual(KNOWN_LONG);
  });

  it('measures functions, arrows and methods by their lines, named as a reader finds them', () => {
    const body = (n) => Array.from({ length: n }, (_, i) => `  call(${i});`).join('\n');
    const source = [
      `export function long() {\n${body(4)}\n}`,
      `const arrow = () => {\n${body(3)}\n};`,
      `const object = { method() {\n${body(1)}\n} };`,
    ].join('\n');
    expect(longFunctionsIn('x.ts', source, 4)).toEqual(['long (line 1): 6 lines', 'arrow (line 7): 5 lines']);
  });
});
