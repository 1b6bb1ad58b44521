import net from 'node:net';

/** An answer cut short: its head promises a body that never comes. */
const CUT_ANSWER = 'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{';

/** What the relay forwards to the server each second: a weak phone's upload. */
const UPLOAD_BYTES_PER_SECOND = 64 * 1024;

/**
 * A TCP relay in front of the server that carries a request's body as slowly as a weak phone
 * network and can cut a file's connection part-way through it: a network dropping in the middle
 * of a file, which the browser's own offline emulation does not do to a request under way.
 */
export async function startDroppingProxy(targetPort: number) {
  const sockets = new Set<net.Socket>();
  let dropAt: { bytes: number; dropped: () => void } | null = null;
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    let sent = 0;
    let isPut = false;
    client.on('data', (chunk: Buffer) => {
      // A kept-alive connection carries one request after another: each starts with its method.
      const start = chunk.subarray(0, 8).toString();
      if (/^(GET|POST|PUT|HEAD|DELETE|OPTIONS|PATCH) /.test(start)) {
        isPut = start.startsWith('PUT ');
        sent = 0;
      }
      sent += chunk.length;
      if (isPut && dropAt && sent >= dropAt.bytes) {
        const { dropped } = dropAt;
        dropAt = null;
        upstream.destroy();
        // The answer starts and the line dies: Chromium resends on its own a request whose
        // connection closes before any answer, so the page would never see that drop.
        client.end(CUT_ANSWER, () => client.destroy());
        dropped();
        return;
      }
      upstream.write(chunk);
      client.pause();
      setTimeout(() => client.resume(), (chunk.length / UPLOAD_BYTES_PER_SECOND) * 1000);
    });
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** The next file's connection is cut once `bytes` of it have passed; resolves when it is. */
    dropNextUploadAfter: (bytes: number) =>
      new Promise<void>((resolve) => {
        dropAt = { bytes, dropped: resolve };
      }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
