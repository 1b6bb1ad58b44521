import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// `npm ci` warns EBADENGINE for every installed package whose `engines.node` the running Node does
// not satisfy. The README states the oldest Node we support; every package in the lock must accept
// it (cookie 2 and content-disposition 3, for example, want Node 22).
const root = path.resolve(import.meta.dirname, '../../..');
const semver = createRequire(import.meta.url)('semver') as {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
};
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

describe('the supported Node version', () => {
  const engines: string = readJson('package.json').engines.node;
  const oldest = semver.minVersion(engines)?.version as string;

  it('is the one the README states', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain(`Node.js ${oldest.replace(/\.0$/, '')} or newer`);
  });

  it('is accepted by every locked package, so npm ci prints no engine warning', () => {
    const packages: Record<string, { engines?: { node?: string } }> = readJson('package-lock.json').packages;
    const refusing = Object.entries(packages)
      .filter(([, entry]) => entry.engines?.node && !semver.satisfies(oldest, entry.engines.node))
      .map(([name, entry]) => `${name.replace(/^.*node_modules\//, '')} (${entry.engines?.node})`);
    expect(refusing).toEqual([]);
  });
});
