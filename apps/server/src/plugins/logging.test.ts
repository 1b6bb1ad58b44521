import { APPLICATION_API } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { formatLogLine } from './logging.ts';

/** A log destination that records lines, as a terminal (isTTY) or as a pipe. */
function recorder(isTTY: boolean) {
  const chunks: string[] = [];
  return { isTTY, write: (line: string) => chunks.push(line), lines: () => chunks.join('').split('\n') };
}

async function requestOnce(destination: ReturnType<typeof recorder>) {
  const database = await openTestDatabase();
  const app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), { database, logStream: destination });
  try {
    await app.inject({
      method: 'GET',
      url: `${APPLICATION_API.enquiry}?search=AB123456&search2=1990-01-01`,
      headers: { authorization: 'Bearer secret-token' },
    });
  } finally {
    await app.close();
    await database.close();
  }
}

describe('request logging', () => {
  it('writes one readable line per request in a terminal, with personal values redacted', async () => {
    const out = recorder(true);
    await requestOnce(out);
    const requestLines = out.lines().filter((line) => line.includes('/api/'));
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatch(
      /^\d\d:\d\d:\d\d GET \/api\/\S+\?search=\[redacted\]&search2=\[redacted\] 400 \d+ ms$/,
    );
    expect(out.lines().join('\n')).not.toMatch(/AB123456|1990-01-01|secret-token|^\{/m);
  });

  it('writes one JSON line per request when the output is not a terminal', async () => {
    const out = recorder(false);
    await requestOnce(out);
    const requestLines = out.lines().filter((line) => line.includes('/api/'));
    expect(requestLines).toHaveLength(1);
    const entry = JSON.parse(requestLines[0] as string);
    expect(entry).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET' },
      res: { statusCode: 400 },
    });
    expect(entry.req.url).not.toContain('AB123456');
    expect(typeof entry.responseTime).toBe('number');
  });

  it("never writes a printout's verification token, in the API's path or the page's", async () => {
    const out = recorder(true);
    const database = await openTestDatabase();
    const app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), { database, logStream: out });
    const token = 'Qm9ndXNQcmludG91dFRva2VuMTIzNDU2Nzg5MA';
    try {
      for (const url of [APPLICATION_API.verify(token), APPLICATION_API.verifyQr(token), `/verify/${token}`])
        await app.inject({ method: 'GET', url });
    } finally {
      await app.close();
      await database.close();
    }
    const lines = out.lines().filter((line) => line.includes('/verify/'));
    expect(lines).toHaveLength(3);
    expect(out.lines().join('\n')).not.toContain(token);
    expect(lines[1]).toMatch(/ GET \/api\/application\/verify\/\[redacted\]\/qr \d{3} /);
  });

  it('shows other entries as time, level, message and their fields', () => {
    const time = new Date(2026, 10, 24, 12, 1, 2).getTime();
    const line = JSON.stringify({ level: 40, time, pid: 1, hostname: 'h', msg: 'slow', seeded: 3 });
    expect(formatLogLine(line)).toBe('12:01:02 WARN slow {"seeded":3}\n');
  });
});
