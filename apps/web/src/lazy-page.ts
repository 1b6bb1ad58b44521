import { type ComponentType, lazy } from 'react';

/**
 * React.lazy for a module's named export: each admin screen is its own chunk, loaded when first
 * opened, while the files keep named exports like the rest of the code. The screen's props are
 * kept (the generic resource screens take the resource they show).
 */
export function lazyPage<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
