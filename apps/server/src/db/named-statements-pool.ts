import { StatementNames } from '@visadesk/embedded-postgres';
import pg from 'pg';

/**
 * A pg Pool that names every statement with parameters after its text, so each connection parses
 * and plans it once and afterwards only binds and executes. PostgreSQL spent 1.5 ms planning the
 * list search (three trigram indexes) and 0.5 ms running it; drizzle names a statement only when
 * asked to. Statements without parameters (migrations, one-off SQL) are left unnamed.
 * Transactions run on a client checked out of the pool and keep unnamed statements.
 */
export class NamedStatementsPool extends pg.Pool {
  readonly #names = new StatementNames();

  // pg's overloads cannot be restated one by one; the arguments pass through unchanged.
  override query(...args: unknown[]): never {
    const [config, values] = args as [pg.QueryConfig | string, unknown[] | undefined];
    if (typeof config === 'object' && config !== null && !config.name && values?.length) {
      const name = this.#names.nameFor(config.text);
      if (name) args[0] = { ...config, name };
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}
