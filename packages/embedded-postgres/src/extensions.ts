import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions a cluster may load, by name: a name crosses to the database thread, a module
 * object cannot. Add one here to offer it.
 */
const EXTENSIONS = { pg_trgm };

export type ExtensionName = keyof typeof EXTENSIONS;

export const extensionsNamed = (names: readonly ExtensionName[] = []) =>
  Object.fromEntries(names.map((name) => [name, EXTENSIONS[name]]));
