import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The web app's import graph, as a bundler sees it (type-only imports are not imports): esbuild
 * reads every source file, leaving packages out. Paths are from the repository root, where vitest
 * runs.
 */
const SRC = 'apps/web/src/';
let graph: Metafile['inputs'];

beforeAll(async () => {
  const result = await build({
    entryPoints: [`${SRC}**/*.ts`, `${SRC}**/*.tsx`],
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'out',
    format: 'esm',
    platform: 'browser',
    packages: 'external',
    loader: { '.css': 'empty', '.scss': 'empty', '.svg': 'empty' },
    logLevel: 'silent',
  });
  graph = result.metafile.inputs;
});

const ownImports = (file: string, kinds?: string[]) =>
  (graph[file]?.imports ?? [])
    .filter((edge) => !edge.external && edge.path.startsWith(SRC))
    .filter((edge) => !kinds || kinds.includes(edge.kind))
    .map((edge) => edge.path);

/** The import cycles among the source files: each strongly connected group of two or more (or a self-import). */
function importCycles(): string[][] {
  const files = Object.keys(graph).filter((file) => file.startsWith(SRC));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  // Tarjan's algorithm.
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) ?? 0);
    stack.push(file);
    for (const next of ownImports(file)) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member) group.push(member);
      } while (member && member !== file);
      if (group.length > 1 || ownImports(file).includes(file)) cycles.push(group.sort());
    }
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles;
}

/**
 * What the public pages load: main.tsx's static imports, the public pages routes.tsx loads lazily,
 * and the prerendered pages' entries (public/pages/).
 */
function publicModules(): Set<string> {
  const seen = new Set<string>();
  const queue = [
    `${SRC}main.tsx`,
    `${SRC}public/pages/landing-entry.tsx`,
    `${SRC}public/pages/enquiry-entry.tsx`,
    `${SRC}public/pages/prerender.tsx`,
  ];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...ownImports(file, ['import-statement']));
    queue.push(...ownImports(file, ['dynamic-import']).filter((next) => next.startsWith(`${SRC}public/`)));
  }
  return seen;
}

describe('the web import graph', () => {
  it('has no import cycles', () => {
    expect(Object.keys(graph).length).toBeGreaterThan(100);
    expect(importCycles()).toEqual([]);
  });

  it('keeps auth/ below api/: api imports auth, never the other way', () => {
    const backwards = Object.keys(graph)
      .filter((file) => file.startsWith(`${SRC}auth/`))
      .flatMap((file) => ownImports(file).filter((next) => next.startsWith(`${SRC}api/`)));
    expect(backwards).toEqual([]);
  });

  it('loads the public pages without zod: only the plain contract, no schemas, forms, Redux or api/', () => {
    const modules = publicModules();
    expect(modules).toContain(`${SRC}public/enquiry/enquiry-page.tsx`);
    expect(modules).toContain(`${SRC}public/verify/verify-page.tsx`);
    const offending = [...modules].flatMap((file) =>
      (graph[file]?.imports ?? [])
        .filter((edge) => edge.kind === 'import-statement')
        .filter(
          (edge) =>
            edge.path === '@visadesk/contract' ||
            /^(zod|react-hook-form|@hookform\/|@reduxjs\/)/.test(edge.path) ||
            edge.path.startsWith(`${SRC}api/`),
        )
        .map((edge) => `${file} -> ${edge.path}`),
    );
    expect(offending).toEqual([]);
  });
});
