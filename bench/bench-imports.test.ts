import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The bench measures what ships: it drives the built server and calls the server's public entry,
 * never its internals or the tests' helpers, so the server's files can move
 * without the bench breaking or measuring something else.
 */
const BENCH = import.meta.dirname;
const PUBLIC_PACKAGES = new Set(['@visadesk/contract', '@visadesk/server', '@visadesk/test-harness']);

/** What a bench file imports that it may not, each as `specifier (reason)`. */
function forbiddenImports(file: string, source: string): string[] {
  const problems: string[] = [];
  const specifiers = [
    ...source.matchAll(/\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g),
    ...source.matchAll(/\bexport\s[^;]*?\bfrom\s*['"]([^'"]+)['"]/g),
  ].map((match) => match[1] as string);
  for (const specifier of new Set(specifiers)) {
    if (specifier.startsWith('.')) {
      const target = path.resolve(path.dirname(file), specifier);
      if (path.relative(BENCH, target).startsWith('..')) problems.push(`${specifier} (outside bench/)`);
    } else if (specifier.startsWith('@visadesk/') && !PUBLIC_PACKAGES.has(specifier)) {
      problems.push(`${specifier} (not a public entry)`);
    }
  }
  // A server source or test helper run by path (a child process, a worker) is an import too.
  for (const match of source.matchAll(/['"`]([^'"`]*apps\/[^'"`]*\/src\/[^'"`]*)['"`]/g))
    problems.push(`${match[1]} (a path into apps/*/src)`);
  return problems;
}

describe('the bench imports only public code', () => {
  it('finds nothing forbidden in bench/', () => {
    // This file's own examples below are not imports.
    const files = readdirSync(BENCH).filter((name) => /\.m?[jt]s$/.test(name) && !name.includes('.test.'));
    expect(files.length).toBeGreaterThan(5);
    const found = files.flatMap((name) =>
      forbiddenImports(path.join(BENCH, name), readFileSync(path.join(BENCH, name), 'utf8')).map(
        (problem) => `${name}: ${problem}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('reports server internals, test helpers and paths into apps/', () => {
    const file = path.join(BENCH, 'example.ts');
    const source = [
      "import { openDatabase } from '../apps/server/src/db/client.ts';",
      "import type { Db } from '@visadesk/server/src/db/client.ts';",
      "import { startServer } from '../apps/server/src/test/server-process.ts';",
      "export { sql } from '../apps/server/src/lib/sql.ts';",
      "const seed = await import('../apps/server/src/seed/first-admin.ts');",
      "const main = path.resolve(import.meta.dirname, '../apps/server/src/main.ts');",
    ].join('\n');
    expect(forbiddenImports(file, source).sort()).toEqual([
      '../apps/server/src/db/client.ts (a path into apps/*/src)',
      '../apps/server/src/db/client.ts (outside bench/)',
      '../apps/server/src/lib/sql.ts (a path into apps/*/src)',
      '../apps/server/src/lib/sql.ts (outside bench/)',
      '../apps/server/src/main.ts (a path into apps/*/src)',
      '../apps/server/src/seed/first-admin.ts (a path into apps/*/src)',
      '../apps/server/src/seed/first-admin.ts (outside bench/)',
      '../apps/server/src/test/server-process.ts (a path into apps/*/src)',
      '../apps/server/src/test/server-process.ts (outside bench/)',
      '@visadesk/server/src/db/client.ts (not a public entry)',
    ]);
  });

  it('allows the public entries, third-party packages, node: and bench/ itself', () => {
    const source = [
      "import { API } from '@visadesk/contract';",
      "import { openDatabase } from '@visadesk/server';",
      "import { startServer } from '@visadesk/test-harness';",
      "import autocannon from 'autocannon';",
      "import path from 'node:path';",
      "import { benchApplicant } from './seed.ts';",
      "const dist = path.resolve(import.meta.dirname, '../apps/web/dist');",
    ].join('\n');
    expect(forbiddenImports(path.join(BENCH, 'example.ts'), source)).toEqual([]);
  });
});
