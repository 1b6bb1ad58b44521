import { PGlite } from '@electric-sql/pglite';
import { expect, it } from 'vitest';
import { pgliteVersion } from './cluster-template.ts';
import { PINNED_PGLITE_VERSION, PRIVATE_MEMBERS } from './pglite-internals.ts';

const installed = pgliteVersion();

it('runs on the PGlite version its private API was checked against', () => {
  expect(
    installed,
    `PGlite ${installed} is installed, but pglite-internals.ts was checked against ${PINNED_PGLITE_VERSION}. ` +
      `Before changing PINNED_PGLITE_VERSION: read the new PGlite's dist/index.js for ${PRIVATE_MEMBERS.join(', ')} ` +
      '(same names, same locks and the same closing checks as query()), see whether its public API now takes the ' +
      'transaction lock (then drop the private path), re-run this package’s tests and the server bench ' +
      '(README.md, "Upgrading PGlite").',
  ).toBe(PINNED_PGLITE_VERSION);
});

it('still has the private members it calls', () => {
  for (const member of PRIVATE_MEMBERS)
    expect(typeof (PGlite.prototype as unknown as Record<string, unknown>)[member], `PGlite.${member}`).toBe(
      'function',
    );
});
