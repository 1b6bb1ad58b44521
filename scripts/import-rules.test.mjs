import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { circles, importGraph } from './import-graph.mjs';
import { brokenRules } from './import-rules.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const server = importGraph(path.join(ROOT, 'apps/server/src'));
const contract = importGraph(path.join(ROOT, 'packages/contract/src'));

/**
 * The breaks in the code today, each to go when its code moves to where it belongs. A new break
 * fails this test, and so does a mended one still listed here: the list only shrinks.
 */
const KNOWN_BREAKS = [];
const KNOWN_CIRCLES = {
  server: [],
  contract: [],
};

describe('the server imports one way', () => {
  it('breaks no rule beyond the known breaks', () => {
    expect(server.size).toBeGreaterThan(100);
    expect(brokenRules(server)).toEqual(KNOWN_BREAKS);
  });

  it('has no circle of imports beyond the known ones, nor has the contract', () => {
    expect(circles(server)).toEqual(KNOWN_CIRCLES.server);
    expect(circles(contract)).toEqual(KNOWN_CIRCLES.contract);
  });

  it('names each kind of break', () => {
    const graph = new Map([
      ['files/disk-store.ts', ['modules/applications/lookup-log.ts', 'lib/app-error.ts']],
      ['mail/outbox.ts', ['modules/settings/office-settings.ts']],
      ['modules/dashboard/dashboard.service.ts', ['modules/settings/settings.repository.ts']],
      [
        'modules/pages/pages.routes.ts',
        ['modules/catalogue/record-routes.ts', 'modules/pages/pages.service.ts'],
      ],
      ['modules/users/users.routes.ts', ['test/test-app.ts']],
      ['plugins/helmet.ts', ['@visadesk/test-harness', '@visadesk/contract']],
      ['test/resource-fixtures.ts', ['@visadesk/test-harness', 'test/test-app.ts']],
      ['config.ts', ['lib/validation.ts', 'db/client.ts']],
      ['app.ts', ['modules/users/users.routes.ts']],
      ['test/test-app.ts', ['modules/users/users.repository.ts']],
    ]);
    expect(brokenRules(graph)).toEqual([
      'config.ts -> db/client.ts (configuration imports the product)',
      'files/disk-store.ts -> modules/applications/lookup-log.ts (infrastructure imports a module)',
      'mail/outbox.ts -> modules/settings/office-settings.ts (infrastructure imports a module)',
      "modules/dashboard/dashboard.service.ts -> modules/settings/settings.repository.ts (a module imports another's internals)",
      'modules/users/users.routes.ts -> test/test-app.ts (product imports test support)',
      'plugins/helmet.ts -> @visadesk/test-harness (product imports test support)',
    ]);
  });

  it('finds a circle however long', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
    ]);
    expect(circles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});
