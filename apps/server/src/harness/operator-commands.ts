import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { withLaunchEnv } from '../../launch-env.mjs';

const COMMANDS = {
  backup: path.resolve(import.meta.dirname, '../backup/backup-command.ts'),
  restore: path.resolve(import.meta.dirname, '../backup/restore-command.ts'),
};

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
