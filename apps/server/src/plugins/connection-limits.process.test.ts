import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { type ServerProcess, startServer } from '@visadesk/test-harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// An office behind one NAT address: 30 browsers, each keeping up to six connections alive, all
// from 127.0.0.1, against the server as `npm start` runs it on its default configuration.
const BROWSERS = 30;
const CONNECTIONS_EACH = 6;
const RUN_MS = 30_000;

let server: ServerProcess;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'visadesk-office-'));
  server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'warn' });
}, 120_000);
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

/** One GET on a kept-alive agent: its status, or the error that ended it. */
function get(agent: http.Agent, url: string) {
  return new Promise<string>((resolve) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(String(response.statusCode)));
      response.on('error', (error) => resolve(error.message));
    });
    request.on('error', (error) => resolve(error.message));
  });
}

describe('an office behind one address', () => {
  it(
    `serves ${BROWSERS} browsers keeping ${CONNECTIONS_EACH} connections each alive for 30 s, failing none`,
    async () => {
      const url = `${server.url}/api/health`;
      const agents = Array.from(
        { length: BROWSERS },
        () => new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS_EACH }),
      );
      const sockets = new Set<unknown>();
      for (const agent of agents)
        agent.on('free', (socket) => {
          sockets.add(socket);
        });
      const outcomes = new Map<string, number>();
      const ends = Date.now() + RUN_MS;
      // Every browser keeps all six of its connections busy: the most an office can ask at once.
      await Promise.all(
        agents.flatMap((agent) =>
          Array.from({ length: CONNECTIONS_EACH }, async () => {
            while (Date.now() < ends) {
              const outcome = await get(agent, url);
              outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
            }
          }),
        ),
      );
      for (const agent of agents) agent.destroy();
      const served = outcomes.get('200') ?? 0;
      const failed = Object.fromEntries([...outcomes].filter(([outcome]) => outcome !== '200'));
      console.info(`office: ${served} served, failed ${JSON.stringify(failed)}, ${sockets.size} connections`);
      expect(failed).toEqual({});
      expect(sockets.size).toBeGreaterThanOrEqual(BROWSERS * CONNECTIONS_EACH);
      expect(served).toBeGreaterThan(1000);
    },
    RUN_MS + 30_000,
  );
});
