import { LAUNCH_ENV } from '../../launch-env.mjs';

/**
 * The launch settings this process started without, as `NAME=value`. They only take effect when
 * set before the process starts (glibc reads them), so the server can only say they are missing.
 */
export function missingLaunchEnv(
  env: NodeJS.ProcessEnv = process.env,
  platform = process.platform,
): string[] {
  if (platform !== 'linux') return [];
  return Object.entries(LAUNCH_ENV)
    .filter(([name]) => !env[name])
    .map(([name, value]) => `${name}=${value}`);
}
