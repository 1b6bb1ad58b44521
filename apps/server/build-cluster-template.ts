/**
 * `node --import tsx build-cluster-template.ts <outDir>`, run by build.mjs: the migrated empty
 * cluster a first start copies instead of running initdb. Remade only when the migrations or PGlite
 * changed since the last build.
 */
import path from 'node:path';
import { buildClusterTemplate } from '@visadesk/embedded-postgres';
import { EMBEDDED_CLUSTER, MIGRATIONS_FOLDER, migrateEmbedded } from './src/db/client.ts';

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: build-cluster-template.ts <outDir>');
const made = await buildClusterTemplate(path.resolve(outDir, 'cluster-template'), {
  inputsDir: MIGRATIONS_FOLDER,
  run: migrateEmbedded,
  ...EMBEDDED_CLUSTER,
});
console.log(made ? 'database template built' : 'database template up to date');
