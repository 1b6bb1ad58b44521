/**
 * @visadesk/embedded-postgres: PostgreSQL in the process (PGlite), opened on a data directory and
 * served from a thread of its own, with its upkeep. README.md says why each part exists.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { BatchedPGlite } from './batched-pglite.ts';
import { type ClusterSetup, copyClusterTemplate } from './cluster-template.ts';
import { lockDataDir } from './data-dir-lock.ts';
import type { EmbeddedClient } from './embedded-client.ts';
import { type ExtensionName, extensionsNamed } from './extensions.ts';
import {
  type Maintenance,
  type MaintenanceLog,
  type MaintenanceTiming,
  scheduleMaintenance,
} from './maintenance.ts';
import { makeDataDirPrivate } from './private-data-dir.ts';
import { settingsWith } from './settings.ts';
import { WorkerPGlite } from './worker-pglite.ts';

export { buildClusterTemplate, type ClusterSetup } from './cluster-template.ts';
export { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';
export type { EmbeddedClient, Queryable } from './embedded-client.ts';
export type { ExtensionName } from './extensions.ts';
export type { Maintenance, MaintenanceLog, MaintenanceTiming } from './maintenance.ts';
export { StatementNames } from './statement-names.ts';

export type OpenOptions = {
  /** The cluster's directory, created on first open; absent: in memory (tests). */
  dataDir?: string;
  /** In memory only: a cluster to start from, as `dump()` gave it. */
  loadFrom?: Blob;
  /**
   * On disk: `thread` (the default, the product: PGlite on a worker thread) or `in-process`.
   * In memory it is always in-process, so a test can `dump()` it.
   */
  mode?: 'thread' | 'in-process';
  /** `postgresql.conf` lines, after the package's own (settings.ts). */
  settings?: string[];
  extensions?: ExtensionName[];
  /**
   * How a new cluster is set up (the migrations): copied from `template` when one was made from
   * the same inputs (cluster-template.ts), otherwise run on a thread that then ends.
   */
  setup?: ClusterSetup & { template?: string };
  /** Told when the database thread stopped and a new one is opening the same data. */
  onRestart?: (error: Error) => void;
};

export type EmbeddedPostgres = {
  client: EmbeddedClient;
  /** Starts the vacuum, analyse and checkpoint passes PGlite lacks (maintenance.ts); `close()` stops them. */
  maintain(log: MaintenanceLog, timing?: Partial<MaintenanceTiming>): Maintenance;
  /** In-process only: the whole cluster as a tarball, for `loadFrom`. */
  dump(): Promise<Blob>;
  /** Stops maintenance, closes the database and releases the data directory. */
  close(): Promise<void>;
};

/** Opens the embedded database: on `dataDir` (locked to this process) or in memory. */
export async function openEmbeddedPostgres(options: OpenOptions = {}): Promise<EmbeddedPostgres> {
  const { dataDir, extensions = [], onRestart } = options;
  const settings = settingsWith(options.settings);
  const inProcess = (at?: string) =>
    new BatchedPGlite({
      dataDir: at,
      loadDataDir: at ? undefined : options.loadFrom,
      extensions: extensionsNamed(extensions),
      postgresqlconf: settings,
    });
  const onThread = (at: string, restart?: (error: Error) => void) =>
    new WorkerPGlite(at, { settings, extensions, onRestart: restart });
  const threaded = dataDir !== undefined && options.mode !== 'in-process';

  let unlock = () => {};
  if (dataDir !== undefined) {
    mkdirSync(path.dirname(dataDir), { recursive: true, mode: 0o700 });
    unlock = lockDataDir(dataDir);
    const { setup } = options;
    if (setup && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
      const copied = setup.template && copyClusterTemplate(setup.template, dataDir, setup.inputsDir);
      if (!copied)
        await setUpNewCluster(threaded ? onThread(dataDir) : inProcess(dataDir), setup).catch((error) => {
          unlock();
          throw error;
        });
    }
  }

  const client = threaded ? onThread(dataDir, onRestart) : inProcess(dataDir);
  const schedules = new Set<Maintenance>();
  // The data directory is its owner's alone (private-data-dir.ts): made so once the database has
  // started (its start rewrites files with PGlite's own modes) and again once it has closed.
  const makePrivate = () => {
    if (dataDir !== undefined) makeDataDirPrivate(dataDir);
  };
  const close = async () => {
    try {
      await Promise.all([...schedules].map((schedule) => schedule.stop()));
      await client.close();
      makePrivate();
    } finally {
      unlock();
    }
  };
  try {
    await client.waitReady;
    makePrivate();
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
  return {
    client,
    maintain(log, timing) {
      const schedule = scheduleMaintenance(client, log, timing);
      schedules.add(schedule);
      return {
        ...schedule,
        stop: async () => {
          schedules.delete(schedule);
          await schedule.stop();
        },
      };
    },
    dump() {
      if (!(client instanceof BatchedPGlite)) throw new Error('only an in-process database can be dumped');
      return client.dumpDataDir('none');
    },
    close,
  };
}

/**
 * Creates a new cluster and sets it up on a client that then closes. Both grow PGlite's
 * WebAssembly memory, which never shrinks: a fresh start served with 700-750 MB of it. The
 * serving thread that opens afterwards starts at the size serving needs.
 */
async function setUpNewCluster(client: EmbeddedClient, setup: ClusterSetup) {
  try {
    await client.waitReady;
    await setup.run(client);
  } finally {
    await client.close();
  }
}
