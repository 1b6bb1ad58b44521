import { type ComponentType, lazy } from 'react';

/**
 * React.lazy for a module's named export: each admin screen is its own chunk, loaded when first
 * opened, while the files keep named exports like the rest of the code.
 */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
