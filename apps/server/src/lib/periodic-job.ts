import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `pass` at start and then every `everyMs`: passes never overlap (a call while one runs
 * answers that one), a failed pass is logged as `name` and the next one tries again, and `stop`
 * waits for a pass in progress, so the database is never closed under it. A pass is told when the
 * job stops, to end early between batches.
 */
export function schedulePeriodicJob(
  name: string,
  pass: (isStopped: () => boolean) => Promise<number>,
  log: FastifyBaseLogger,
  everyMs: number,
) {
  let running: Promise<number> | undefined;
  let stopped = false;

  /** Runs a pass unless one is in progress (then answers that one); 0 when it failed or stopped. */
  function run(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    running ??= pass(() => stopped)
      .catch((err) => {
        log.warn({ err }, `${name} failed`);
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();

  return {
    run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
