import { beforeAll } from 'vitest';

/** An object whose `keys` read those of `made()`, for a value that exists once a beforeAll has run. */
export function readLater<T extends object, K extends keyof T>(
  made: () => T,
  keys: readonly K[],
): Pick<T, K> {
  const view = {} as Pick<T, K>;
  for (const key of keys) Object.defineProperty(view, key, { get: () => made()[key], enumerable: true });
  return view;
}

/** The value a beforeAll makes, read by the tests: a clear error where it is read too early. */
export function madeInBeforeAll<T>(what: string, make: () => Promise<T>): () => T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
  });
  return () => {
    if (made === undefined) throw new Error(`${what} is made in beforeAll: use it in a hook or a test`);
    return made;
  };
}
