/**
 * PostgreSQL settings every embedded cluster runs with; the caller's own come after them.
 * PGlite's default 128 MB buffer pool lives inside the process; the OS page cache serves the rest.
 * 32 MB keeps the server's memory modest at a small cost on cold reads (a 16 MB pool saved 20 MB
 * more but cost the full-name search 17% of its throughput).
 */
export const EMBEDDED_SETTINGS = ['shared_buffers = 32MB', 'work_mem = 4MB'];

/** The `postgresql.conf` lines a cluster opens with. */
export const settingsWith = (extra: readonly string[] = []) => [...EMBEDDED_SETTINGS, ...extra];
