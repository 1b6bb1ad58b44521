// The registry reachable here lacks some platform-specific optional packages (Biome's binaries for
// other systems), so npm leaves them out of package-lock.json and `npm ci` then refuses the lock.
// This adds a lock entry for each missing optional dependency, marked with its os/cpu so every
// machine skips it without fetching. Run after `npm install` if `npm ci` reports "Missing: ...".
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const OS = { android: 'android', darwin: 'darwin', linux: 'linux', win32: 'win32', freebsd: 'freebsd' };
let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const target = `node_modules/${name}`;
    if (lock.packages[target] || lock.packages[`${path}/${target}`]) continue;
    const parts = name.split('/').pop().split('-');
    const os = parts.find((p) => OS[p]);
    const cpu = parts.find((p) => ['x64', 'arm64', 'ia32', 'arm'].includes(p));
    if (!os || !cpu) continue;
    lock.packages[target] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      os: [os],
      cpu: [cpu],
      ...(parts.includes('musl') ? { libc: ['musl'] } : os === 'linux' ? { libc: ['glibc'] } : {}),
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock: added ${added} platform entries`);
