import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The production bundle `npm start` runs. */
export const SERVER_BUNDLE = path.join(ROOT, 'dist/main.mjs');

/** Builds the server as `npm run build` does (the web app is not rebuilt); answers the bundle's path. */
export function buildServer(): string {
  execFileSync(process.execPath, [path.join(ROOT, 'build.mjs')], { stdio: 'inherit' });
  return SERVER_BUNDLE;
}
