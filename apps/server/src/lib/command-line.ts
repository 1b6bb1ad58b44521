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
