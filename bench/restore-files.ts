/**
 * `node --import tsx bench/restore-files.ts <folder> <lanes>`: puts a backup's files into the
 * configured storage (DATA_DIR, STORAGE, S3_*) as `npm run restore` does, with the given number of
 * lanes, and prints the seconds it took. A process of its own, as the restore command is, so the
 * S3-compatible server of `bench/restore.ts --compare-lanes` does not share its thread.
 */
import { copyFilesIn, loadConfig, openFileStore } from '@visadesk/server';

const [folder, lanes] = process.argv.slice(2);
const store = await openFileStore(loadConfig());
const started = Date.now();
const files = await copyFilesIn(store, folder as string, Number(lanes));
process.stdout.write(`${files} ${(Date.now() - started) / 1000}\n`);
process.exit(0);
