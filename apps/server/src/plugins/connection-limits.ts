import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How long a connection may wait on its client, bytes not moving, before it counts as stalled. */
const STALL_MS = 2_000;

type Connection = {
  socket: Socket;
  /** The request being received or answered on it, if any. */
  request?: IncomingMessage;
  hasServed: boolean;
  /** Bytes read when its last answer was finished: more since then begin the next request. */
  readAtRest: number;
  /** Bytes read when last looked at, and since when that count has not moved. */
  lastRead: number;
  quietSince: number;
};

/**
 * Caps the stalled requests one client address holds (`config.connections.maxPerAddress`), not its
 * connections. A stalled request buffers up to a body's worth of memory until the idle time-out
 * (app.ts) closes it, so one client holding many of them is what the cap stops. An office behind
 * one NAT address is many browsers keeping six connections each alive: most are idle between
 * requests, which costs a socket and nothing more, and the rest carry requests that arrive whole
 * at once. So a connection counts against its address only while the server waits on its client
 * (a new connection before its first request, or a request begun and not yet received whole)
 * and no byte has moved for STALL_MS; connections that are idle between requests, or whose request
 * has arrived and is being answered, never count. Past the cap, the address's longest-stalled
 * connections are closed (checked every STALL_MS / 2, only for addresses holding more
 * connections than the cap), and a new connection from an address already holding the cap in
 * stalled ones is closed as it arrives. Whatever the traffic, connections are never refused for
 * their number alone. Closing an address's idle connections to make room is not done: it races
 * with a client sending its next request on the connection being closed, and a burst of new
 * connections (an office arriving at nine) has no idle ones to give.
 *
 * Also says once in the log when requests carry X-Forwarded-For while TRUST_PROXY is off: behind
 * a proxy that is not trusted every client shares the proxy's address, for this cap and for the
 * per-address limits alike.
 */
export const connectionLimitsPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    if (config.trustProxy === false) warnOfUntrustedProxy(app);
    const max = config.connections.maxPerAddress;
    if (max === 0) return;
    const stallMs = Math.min(STALL_MS, config.connections.idleTimeoutMs / 2);
    const byAddress = new Map<string, Set<Connection>>();
    const bySocket = new WeakMap<Socket, Connection>();

    /** Whether the server has waited on this connection's client, bytes not moving, for stallMs. */
    const isStalled = (connection: Connection, now: number) => {
      const read = connection.socket.bytesRead;
      if (read !== connection.lastRead) {
        connection.lastRead = read;
        connection.quietSince = now;
        return false;
      }
      const isWaitingOnClient = connection.request
        ? !connection.request.complete
        : !connection.hasServed || read > connection.readAtRest;
      return isWaitingOnClient && now - connection.quietSince >= stallMs;
    };
    const stalledOf = (connections: Set<Connection>, now: number) =>
      [...connections].filter((connection) => isStalled(connection, now));
    /** Whether `connections` hold `max` stalled ones already (looking no further than that). */
    const isAtCap = (connections: Set<Connection>, now: number) => {
      let stalled = 0;
      for (const connection of connections) if (isStalled(connection, now) && ++stalled >= max) return true;
      return false;
    };

    app.server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress;
      if (!address) return;
      const now = Date.now();
      const connections = byAddress.get(address) ?? new Set<Connection>();
      if (connections.size >= max && isAtCap(connections, now)) {
        socket.destroy();
        return;
      }
      const connection: Connection = {
        socket,
        hasServed: false,
        readAtRest: 0,
        lastRead: 0,
        quietSince: now,
      };
      connections.add(connection);
      byAddress.set(address, connections);
      bySocket.set(socket, connection);
      socket.once('close', () => {
        connections.delete(connection);
        if (connections.size === 0) byAddress.delete(address);
      });
    });

    app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const connection = bySocket.get(request.socket);
      if (!connection) return;
      connection.request = request;
      response.once('close', () => {
        // A pipelined request may have begun before this answer's close.
        if (connection.request !== request) return;
        connection.request = undefined;
        connection.hasServed = true;
        connection.readAtRest = connection.socket.bytesRead;
      });
    });

    const sweep = setInterval(() => {
      const now = Date.now();
      for (const connections of byAddress.values()) {
        if (connections.size <= max) continue;
        const stalled = stalledOf(connections, now).sort((a, b) => a.quietSince - b.quietSince);
        for (const connection of stalled.slice(0, stalled.length - max)) connection.socket.destroy();
      }
    }, stallMs / 2);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'connection-limits', decorators: { fastify: ['config'] } },
);

/** Logs once that a proxy seems to stand in front while no proxy is trusted, and what to set. */
function warnOfUntrustedProxy(app: FastifyInstance) {
  let hasWarned = false;
  app.addHook('onRequest', async (request) => {
    if (hasWarned || request.headers['x-forwarded-for'] === undefined) return;
    hasWarned = true;
    app.log.warn(
      { remoteAddress: request.socket.remoteAddress },
      'requests carry X-Forwarded-For but TRUST_PROXY is off, so every client behind that proxy ' +
        'shares its address for the per-address limits and the connection cap: behind one reverse ' +
        "proxy set TRUST_PROXY=1, or TRUST_PROXY to the proxies' addresses (10.0.0.5,10.0.1.0/24); " +
        'without a proxy in front the header comes from the client and stays ignored',
    );
  });
}
