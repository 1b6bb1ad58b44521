import { config } from 'zod/v4/core';

/*
 * Imported first by main.tsx, before any schema can parse. zod 4 probes `new Function` to decide
 * whether to compile fast parsers; under the server's CSP (script-src 'self', no eval) the probe is
 * reported as a violation. Jitless mode skips it. This is the same function as `z.config`, taken
 * from zod's core so the public pages do not carry all of zod just to set a flag.
 */
config({ jitless: true });
