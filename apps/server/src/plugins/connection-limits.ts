import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Caps the connections one client address holds open (`config.connections.maxPerAddress`): a
 * connection past the cap is closed as it arrives, before a byte of it is read. With the idle and
 * request time-outs (app.ts) this bounds what one client's stalled requests can hold: each
 * buffers up to a body's worth of memory until its stall is timed out.
 */
export const connectionLimitsPlugin = fp(
  async (app: FastifyInstance) => {
    const max = app.config.connections.maxPerAddress;
    if (max === 0) return;
    const open = new Map<string, number>();
    app.server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress;
      if (!address) return;
      const count = open.get(address) ?? 0;
      if (count >= max) {
        socket.destroy();
        return;
      }
      open.set(address, count + 1);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left === 0) open.delete(address);
        else open.set(address, left);
      });
    });
  },
  { name: 'connection-limits', decorators: { fastify: ['config'] } },
);
