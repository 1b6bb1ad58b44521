import { chmod, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { backupEmbedded } from './backup.ts';

/**
 * A Unix socket in DATA_DIR through which `npm run backup` asks the running server for a backup:
 * only the server can read the embedded database while it runs. Whoever may use the socket may
 * read DATA_DIR anyway (the socket is the owner's alone, mode 0600).
 */
export async function openControlSocket(app: FastifyInstance, socketPath: string) {
  await rm(socketPath, { force: true });
  const server = http.createServer((request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== '/backup') return reply(404, { message: 'Not found.' });
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      raw += chunk;
    });
    request.on('end', () => {
      let dir: unknown;
      try {
        dir = (JSON.parse(raw) as { dir?: unknown }).dir;
      } catch {
        // Answered below.
      }
      if (typeof dir !== 'string' || !path.isAbsolute(dir))
        return reply(400, { message: 'Send {"dir": "/absolute/folder"}.' });
      app.log.info({ dir }, 'backup started');
      backupEmbedded(
        { db: app.db, databaseDir: path.join(app.config.dataDir, 'db'), journal: app.files },
        dir,
      ).then(
        (manifest) => {
          app.log.info({ dir, ...manifest }, 'backup written');
          reply(200, manifest);
        },
        (error: Error) => {
          app.log.error({ err: error, dir }, 'backup failed');
          reply(500, { message: error.message });
        },
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  await chmod(socketPath, 0o600);
  return {
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
