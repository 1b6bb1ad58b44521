import { sessionSettingsConf } from './session-settings.ts';

/**
 * PGlite's default 128 MB buffer pool lives inside the process; the OS page cache serves the rest.
 * 32 MB keeps the server's memory modest at a small cost on cold reads.
 */
export const PGLITE_SETTINGS = ['shared_buffers = 32MB', 'work_mem = 4MB', ...sessionSettingsConf()];
