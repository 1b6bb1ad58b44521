import { AppError } from '../lib/app-error.ts';

/**
 * Runs at most `running` tasks at once, with at most `waiting` more in line; a task beyond that is
 * refused at once with 503 and `busyMessage`, rather than waiting longer than anyone would.
 */
export function createScanQueue(running: number, waiting: number, busyMessage: string) {
  let active = 0;
  const line: (() => void)[] = [];

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= running) {
      if (line.length >= waiting) throw new AppError('UNAVAILABLE', busyMessage);
      await new Promise<void>((resolve) => line.push(resolve));
    } else active += 1;
    try {
      return await task();
    } finally {
      // The next in line takes this task's place; with none waiting, the place is free.
      const next = line.shift();
      if (next) next();
      else active -= 1;
    }
  };
}
