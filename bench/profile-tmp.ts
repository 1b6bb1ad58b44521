import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const conf = process.argv[2] ? process.argv[2].split(';') : undefined;
const dir = process.argv[3];
const rss = () => Math.round(process.memoryUsage().rss / 1048576);
console.log('start', rss());
const p = new PGlite({ dataDir: dir, extensions: { pg_trgm }, postgresqlconf: conf });
await p.waitReady;
console.log('open', rss(), (await p.query('show shared_buffers')).rows);
for (let i = 0; i < 50; i++)
  await p.query(
    `select * from applications where passport ilike '%P00${String(i).padStart(3, '0')}%' or email ilike '%x${i}%' order by id desc limit 10`,
  );
for (let i = 0; i < 50; i++) await p.query(`select count(*) from applications where is_status = 'pending'`);
console.log('after queries', rss());
await p.close();
