import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import * as contract from './index.ts';
import * as plain from './plain.ts';

/**
 * Every file a bundler would load for an entry point of this folder (type-only imports are not
 * loaded). Paths are from the repository root, where vitest runs.
 */
async function loadedFiles(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [`packages/contract/src/${entry}`],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'browser',
    format: 'esm',
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
}

const isZod = (file: string) => /(^|\/)node_modules\/zod\//.test(file);

describe('the plain entry (@visadesk/contract/plain)', () => {
  it('loads no zod, through any of its imports', async () => {
    const files = await loadedFiles('plain.ts');
    // It did follow the imports: the labels, and the countries' own package.
    expect(files).toContain('packages/contract/src/labels/index.ts');
    // The resource definitions are among them: they too must stay readable without zod.
    expect(files).toContain('packages/contract/src/resources.ts');
    expect(files.some((file) => file.includes('node_modules/i18n-iso-countries/'))).toBe(true);
    expect(files.filter(isZod)).toEqual([]);
  });

  it('is told apart from the full entry, which does load zod', async () => {
    expect((await loadedFiles('index.ts')).some(isZod)).toBe(true);
  });

  it('is re-exported whole by the full entry, so server code imports one contract', () => {
    const full = new Map(Object.entries(contract));
    for (const [name, value] of Object.entries(plain)) expect(full.get(name), name).toBe(value);
  });
});
