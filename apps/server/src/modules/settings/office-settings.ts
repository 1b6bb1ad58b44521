import type { Settings } from '@visadesk/contract';
import type { InvalidationBus } from '../../cluster/invalidation-bus.ts';
import type { Db } from '../../db/client.ts';
import { createReadCache } from '../../lib/read-cache.ts';
import { getSettings } from './settings.repository.ts';

/**
 * The office's settings as every page and mail reads them: one row, read on each public page
 * served, so it is kept like the signed-in user (lib/read-cache.ts) and forgotten on every node
 * when an admin saves.
 */
export type OfficeSettings = {
  read(): Promise<Settings>;
  /** After a save: every node reads the row again. */
  forget(): void;
};

const KEY = 'settings';

export function createOfficeSettings(db: Db, bus?: InvalidationBus): OfficeSettings {
  const cache = createReadCache(() => getSettings(db), bus && { name: 'settings', bus });
  return { read: () => cache.get(KEY), forget: () => cache.forget(KEY) };
}
