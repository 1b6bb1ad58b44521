/**
 * Wraps an async task so that callers arriving while it runs share the same promise instead of
 * starting it again. Used for the token refresh: the server rotates the refresh token on every use
 * and treats a second use of the old one as theft, so two parallel refreshes would end the session.
 */
export function createSingleFlight<A extends unknown[], T>(
  task: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return (...args: A) => {
    if (inFlight) return inFlight;
    const run = task(...args).finally(() => {
      inFlight = null;
    });
    inFlight = run;
    return run;
  };
}
