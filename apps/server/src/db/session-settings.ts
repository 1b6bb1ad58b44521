/**
 * Settings every database session runs with, on both engines.
 *
 * `plan_cache_mode`: the app's statements are named and prepared once per session, but left to
 * choose, PostgreSQL re-plans the list search on every execution: its generic plan's estimate
 * (a trigram match has no known selectivity) always loses to a custom plan's. The generic plan is
 * the same index plan, and planning is most of the search's cost: 1.5 of 2 ms on PostgreSQL, and
 * on PGlite a passport search serves 1,700 requests/s with the generic plan against 720.
 */
export const SESSION_SETTINGS: Record<string, string> = { plan_cache_mode: 'force_generic_plan' };

/** The settings as `postgresql.conf` lines (PGlite). */
export const sessionSettingsConf = () =>
  Object.entries(SESSION_SETTINGS).map(([key, value]) => `${key} = ${value}`);

/** The settings as a startup `options` string (node-postgres). */
export const sessionSettingsOptions = () =>
  Object.entries(SESSION_SETTINGS)
    .map(([key, value]) => `-c ${key}=${value}`)
    .join(' ');
