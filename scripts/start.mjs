// `npm start`: builds the web app and the server bundle when missing or older than their sources,
// then runs the server in the foreground (Ctrl-C stops it cleanly).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { withLaunchEnv } from '../apps/server/launch-env.mjs';
import { runQuietly } from './quiet-run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const TARGETS = [
  {
    workspace: '@visadesk/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/html',
      'apps/web/shared-head.ts',
      'apps/web/vite.config.ts',
      'packages/contract/src',
    ],
  },
  {
    workspace: '@visadesk/server',
    output: 'apps/server/dist/main.mjs',
    sources: [
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/build-cluster-template.ts',
      'apps/server/build-demo-images.ts',
      'packages/contract/src',
      'packages/embedded-postgres/src',
    ],
  },
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

for (const { workspace, output, sources } of TARGETS) {
  const builtAt = newestMtime(path.join(root, output));
  if (builtAt >= Math.max(...sources.map((s) => newestMtime(path.join(root, s))))) continue;
  console.log(`${builtAt ? 'Sources changed: rebuilding' : 'Building'} ${workspace}...`);
  const status = runQuietly('npm', ['run', 'build', '--silent', '-w', workspace], { cwd: root });
  if (status !== 0) process.exit(status);
}

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.mjs')], {
  cwd: root,
  env: withLaunchEnv(process.env),
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
