import { execFileSync } from 'node:child_process';
import { SERVER_FILES } from './server-files.ts';

/** The production bundle `npm start` runs. */
export const SERVER_BUNDLE = SERVER_FILES.bundle;

/** Builds the server as `npm run build` does (the web app is not rebuilt); answers the bundle's path. */
export function buildServer(): string {
  execFileSync(process.execPath, [SERVER_FILES.build], { stdio: 'inherit' });
  return SERVER_BUNDLE;
}
