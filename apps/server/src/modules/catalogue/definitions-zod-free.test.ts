import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Here rather than in the contract, whose tests have no Node types: the contract's resource
// definitions (packages/contract/src/resources.ts) must stay readable without zod.
/** The modules a contract file imports, followed through the contract's own files. */
function importGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, spec] of source.matchAll(/^(?:import|export)[^'"]*from '([^']+)'/gm)) {
    if (spec?.startsWith('.')) importGraph(path.resolve(path.dirname(file), spec), seen);
    else if (spec) seen.add(spec);
  }
  return seen;
}

describe('the contract’s resource definitions', () => {
  it('imports no zod, directly or through another module, so the public pages may read it', () => {
    const graph = importGraph(
      path.resolve(import.meta.dirname, '../../../../../packages/contract/src/resources.ts'),
    );
    expect([...graph].filter((spec) => spec === 'zod' || spec.startsWith('zod/'))).toEqual([]);
    expect(graph.size).toBeGreaterThan(1);
  });
});
