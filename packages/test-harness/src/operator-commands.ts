import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { withLaunchEnv } from '@visadesk/server/launch-env';
import { SERVER_FILES } from './server-files.ts';

const COMMANDS = { backup: SERVER_FILES.backup, restore: SERVER_FILES.restore };

/**
 * Runs a shipped operator command (`npm run backup`, `npm run restore`) as its npm script does,
 * without npm in between, in the launch environment; answers what it printed.
 */
export async function runOperatorCommand(
  command: keyof typeof COMMANDS,
  args: string[],
  env: Record<string, string>,
): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', COMMANDS[command], ...args],
    { env: withLaunchEnv({ ...process.env, ...env }), maxBuffer: 16 * 1024 * 1024 },
  );
  return stdout;
}
