import type { Server } from 'node:http';
import net, { type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Stopping a node without failing a request that a balancer is sending it.
 *
 * A balancer keeps idle connections to each node and may send a request on any of them at any
 * moment. A connection the node closes just then fails that request, and a POST already sent is not
 * retried elsewhere (nginx answers 502). So a stopping node closes a connection only once the
 * balancer can no longer be using it: after an answer that said `Connection: close` (every answer
 * says so while the node drains, plugins/readiness.ts), or once it has been idle for longer than
 * the balancer keeps idle connections (nginx: the upstream's `keepalive_timeout`), when the
 * balancer has closed its end already. New connections are refused at once: a balancer retries a
 * refused connection on another node whatever the request, since nothing was sent.
 */
export type ConnectionDrain = {
  /**
   * Refuses new connections, then resolves once every open one has closed, or at `deadline` (an
   * epoch time in ms): with how many are then still serving a request.
   */
  stop(options: { balancerIdleMs: number; deadline: number }): Promise<number>;
};

/**
 * The balancer starts its idle clock when it has read an answer, a little after the node has
 * written it; a connection is closed only this much after the balancer's own time-out.
 */
const IDLE_MARGIN_MS = 1_000;
const POLL_MS = 100;

/** Follows every connection of `server` from now on: call before it listens. */
export function trackConnections(server: Server): ConnectionDrain {
  /** When each connection last finished an answer (or opened); null while it serves a request. */
  const idleSince = new Map<Socket, number | null>();
  server.on('connection', (socket: Socket) => {
    idleSince.set(socket, Date.now());
    socket.once('close', () => idleSince.delete(socket));
  });
  server.on('request', (request, response) => {
    const { socket } = request;
    idleSince.set(socket, null);
    response.once('close', () => {
      if (idleSince.has(socket)) idleSince.set(socket, Date.now());
    });
  });

  return {
    async stop({ balancerIdleMs, deadline }) {
      // net.Server#close only stops accepting; http.Server#close would also close the idle
      // connections at once, which is the race this module exists to avoid.
      if (server.listening) net.Server.prototype.close.call(server);
      const closeAfter = balancerIdleMs > 0 ? balancerIdleMs + IDLE_MARGIN_MS : 0;
      for (;;) {
        const now = Date.now();
        for (const [socket, since] of idleSince) {
          if (since === null || now - since < closeAfter) continue;
          socket.destroy();
          idleSince.delete(socket);
        }
        if (idleSince.size === 0) return 0;
        if (now >= deadline) return [...idleSince.values()].filter((since) => since === null).length;
        await sleep(POLL_MS);
      }
    },
  };
}
