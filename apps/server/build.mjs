// Bundles the server's own code (and the shared contract) into dist/main.mjs for production:
// plain `node` starts faster and uses less memory than transpiling TypeScript at run time.
// Packages from node_modules stay external; the SQL migrations are copied beside the bundle, with
// the migrated empty database a first start copies (initdb at run time costs 700 MB), kept while
// they are unchanged, the demo content's images, the breached-password list and the OCR model.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;
const manifest = (file) => JSON.parse(readFileSync(file, 'utf8'));
// The embedded database package is bundled; its own dependencies (PGlite) stay external.
const embedded = path.join(root, '../../packages/embedded-postgres');
const external = [
  ...[root, embedded].flatMap((dir) =>
    Object.keys(manifest(path.join(dir, 'package.json')).dependencies).flatMap((name) => [name, `${name}/*`]),
  ),
  // The contract's zod stays shared with the server's; its country names (JSON) are bundled.
  'zod',
];

const dist = path.join(root, 'dist');
const TEMPLATE = 'cluster-template';
mkdirSync(dist, { recursive: true });
for (const entry of readdirSync(dist, { withFileTypes: true }).filter((e) => e.name !== TEMPLATE))
  rmSync(path.join(dist, entry.name), { recursive: true, force: true });
await build({
  // The embedded database's thread is its own entry: a worker loads it from beside main.mjs.
  entryPoints: {
    main: path.join(root, 'src/main.ts'),
    'pglite-thread': path.join(embedded, 'src/pglite-thread.ts'),
    // The PDF pages' thread (files/pdf-preview.ts), likewise beside main.mjs.
    'pdf-thread': path.join(root, 'src/files/pdf-thread.ts'),
  },
  outdir: path.join(root, 'dist'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: 'linked',
  logLevel: 'warning',
});
cpSync(path.join(root, 'src/db/migrations'), path.join(root, 'dist/migrations'), { recursive: true });
// The breached-password list, read beside the bundle (auth/breached-passwords.ts).
cpSync(path.join(root, 'src/auth/breached-passwords.txt.gz'), path.join(dist, 'breached-passwords.txt.gz'));
// The passport reader's OCR model with its licence and origin, read beside the bundle (passport-scan/mrz-ocr.ts).
cpSync(path.join(root, 'src/passport-scan/mrz-model'), path.join(dist, 'mrz-model'), { recursive: true });
// In its own process: the template is made by PGlite itself, from the TypeScript sources.
execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'build-cluster-template.ts'), dist], {
  cwd: root,
  stdio: 'inherit',
});
// The demo content's images, rendered once here rather than by every first start (libvips
// would keep about 30 MB of the server's native heap).
execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'build-demo-images.ts'), dist], {
  cwd: root,
  stdio: 'inherit',
});
console.log('server built: apps/server/dist/main.mjs');
