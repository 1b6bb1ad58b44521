import { type ChildProcess, spawn } from 'node:child_process';
import { withLaunchEnv } from '@visadesk/server/launch-env';
import { SERVER_FILES } from './server-files.ts';

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
};

/**
 * Starts the real server as a child process and waits for its "running at" line: the TypeScript
 * sources by default, or a built bundle (`entry`, e.g. dist/main.mjs) as production runs it. Either
 * way with the launch environment `npm start` gives the server.
 */
export async function startServer(
  env: Record<string, string>,
  entry?: string,
  /** Told of the child as soon as it exists (a memory sampler starts there). */
  onSpawn?: (child: ChildProcess) => void,
): Promise<ServerProcess> {
  const args = entry ? [entry] : ['--import', 'tsx', SERVER_FILES.main];
  const child = spawn(process.execPath, args, {
    env: withLaunchEnv({ ...process.env, PORT: '0', LOG_LEVEL: 'warn', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onSpawn?.(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    // A fresh embedded database takes seconds to create, many more on a loaded machine.
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/running at (http:\/\/\S+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { url, child, output: () => output, exited };
}
