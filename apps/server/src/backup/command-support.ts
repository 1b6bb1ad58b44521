import { type Config, ConfigError, loadConfig } from '../config.ts';

/** Ends a command with a message on stderr and exit code 1. */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** The server's own configuration (DATA_DIR, DATABASE_URL, STORAGE, ...), or a clear failure. */
export function commandConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

/** Backups cover the embedded deployment in this build; a PostgreSQL one is backed up by its own tools. */
export function requireEmbedded(config: Config, command: string): void {
  if (config.databaseUrl)
    fail(
      `npm run ${command} works on the embedded database (DATA_DIR) in this build. With DATABASE_URL, back up ` +
        'PostgreSQL with pg_dump and the bucket or DATA_DIR/files with your storage tools (docs/operations.md).',
    );
}
