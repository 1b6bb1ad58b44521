import path from 'node:path';
import { runLighthouse } from '/tmp/copy-i18n/bench/lighthouse.ts';
const rows = await runLighthouse(path.resolve('/tmp/copy-i18n/apps/server/dist/main.mjs'), process.argv.slice(2));
for (const r of rows) console.log(JSON.stringify(r));
