/**
 * `node --import tsx packages/embedded-postgres/bench/query-path.ts`: an indexed lookup through
 * PGlite's public `query()` and through BatchedPGlite's, alternating rounds in one process so both
 * share the machine's load. The figure README.md gives for keeping the batched path.
 */
import { PGlite } from '@electric-sql/pglite';
import { BatchedPGlite } from '../src/batched-pglite.ts';

const ROUNDS = 6;
const QUERIES = 2_000;
const setup = `create table app (id int primary key, passport text, name text, status text);
  insert into app select i, 'P' || i, 'name ' || i, 'open' from generate_series(1, 100000) i;`;

const plain = new PGlite();
const batched = new BatchedPGlite();
for (const db of [plain, batched]) await db.exec(setup);

async function round(db: PGlite): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < QUERIES; i++)
    await db.query('select id, passport, name, status from app where id = $1', [1 + ((i * 7919) % 100_000)]);
  return ((performance.now() - started) * 1000) / QUERIES;
}

const times: Record<string, number[]> = { public: [], batched: [] };
for (let r = 0; r < ROUNDS; r++) {
  times.public?.push(await round(plain));
  times.batched?.push(await round(batched));
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
for (const [name, values] of Object.entries(times))
  console.log(
    `${name}: median ${median(values).toFixed(0)} µs per lookup (rounds: ${values.map((v) => v.toFixed(0)).join(', ')})`,
  );
await plain.close();
await batched.close();
