// Which way imports may run in the server: infrastructure never reaches into a module, modules meet
// only through each other's named interfaces, product code never imports test support, and no file
// imports itself through others. scripts/import-rules.test.mjs holds the code to them.

/** Files that put the product together from its modules (and test support that does the same). */
const COMPOSERS = ['app.ts', 'app-routes.ts', 'index.ts', 'main.ts', 'seed/', 'test/'];
/** Each module's files that other modules may import: its interface. */
export const INTERFACES = {
  'modules/applications': ['application-list.ts'],
  'modules/catalogue': ['job-titles.ts', 'record-routes.ts', 'record-rules.ts', 'unique-expression.ts'],
  // The OWASP rule for a spreadsheet cell: the audit log's export keeps it too.
  'modules/exports': ['neutralise.ts'],
  // A record brought back to an earlier version: applications and the resources alike.
  'modules/history': ['restore-version.ts'],
  // The enquiry's rate limit is every public, unsigned route's (the calendar feed's too).
  'modules/lookups': ['lookup-log.ts', 'printouts.ts', 'enquiry-rate-limit.ts'],
  // What may be deleted, the bin itself, and the DELETE route that moves a record into it.
  'modules/recently-deleted': ['bin-kinds.ts', 'recycle-bin.ts', 'delete-route.ts'],
  'modules/settings': ['office-settings.ts'],
};
/** The server's test folder, and the test-only workspace package the tests start the server with. */
const TEST_SUPPORT = ['test/', '@visadesk/test-harness'];

const moduleOf = (file) => (file.startsWith('modules/') ? file.split('/').slice(0, 2).join('/') : null);
const isComposer = (file) => COMPOSERS.some((c) => (c.endsWith('/') ? file.startsWith(c) : file === c));
const isTestSupport = (file) => TEST_SUPPORT.some((dir) => file.startsWith(dir));
const isInterface = (file) => {
  const owner = moduleOf(file);
  return Boolean(owner && INTERFACES[owner]?.includes(file.slice(owner.length + 1)));
};

/** Each import in `graph` (file -> imported files) that breaks a rule, as `from -> to (rule)`. */
export function brokenRules(graph) {
  const broken = [];
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const [fromModule, toModule] = [moduleOf(from), moduleOf(to)];
      const say = (rule) => broken.push(`${from} -> ${to} (${rule})`);
      if (!isTestSupport(from) && isTestSupport(to)) say('product imports test support');
      else if (toModule && !fromModule && !isComposer(from)) say('infrastructure imports a module');
      else if (toModule && fromModule && toModule !== fromModule && !isInterface(to))
        say("a module imports another's internals");
      else if (from === 'config.ts' && !to.startsWith('lib/')) say('configuration imports the product');
    }
  }
  return broken.sort();
}
