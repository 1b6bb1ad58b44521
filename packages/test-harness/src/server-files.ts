import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The server package's folder, found as Node finds the package, so the harness runs the server's
 * programs (its sources, its bundle, its build and operator commands) wherever the package sits.
 */
const SERVER_ROOT = path.dirname(createRequire(import.meta.url).resolve('@visadesk/server/launch-env'));

/** The programs of the server package the harness starts, as its npm scripts name them. */
export const SERVER_FILES = {
  /** `npm run dev`'s entry: the server from its TypeScript sources. */
  main: path.join(SERVER_ROOT, 'src/main.ts'),
  /** The production bundle `npm start` runs. */
  bundle: path.join(SERVER_ROOT, 'dist/main.mjs'),
  /** `npm run build -w @visadesk/server`. */
  build: path.join(SERVER_ROOT, 'build.mjs'),
  /** `npm run backup` and `npm run restore`. */
  backup: path.join(SERVER_ROOT, 'src/backup/backup-command.ts'),
  restore: path.join(SERVER_ROOT, 'src/backup/restore-command.ts'),
};
