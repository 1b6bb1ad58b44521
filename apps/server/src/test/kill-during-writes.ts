import type { ServerProcess } from '@visadesk/test-harness';

type Writes = {
  clients: number;
  /** The kill comes once this many writes are acknowledged. */
  killAfter: number;
  /** One write of client `lane`, its `i`th. */
  write(lane: number, i: number): Promise<Response>;
};

/**
 * Clients that write without pause until the server is killed with SIGKILL, once some writes are
 * acknowledged and others are in flight, however fast the machine is. Answers how many were
 * acknowledged and how many the kill cut off (no answer at all).
 */
export async function killDuringWrites(
  server: ServerProcess,
  { clients, killAfter, write }: Writes,
): Promise<{ acknowledged: number; cut: number }> {
  let acknowledged = 0;
  let cut = 0;
  let killing = false;
  const client = async (lane: number) => {
    for (let i = 0; !killing; i += 1) {
      const res = await write(lane, i).catch(() => undefined);
      if (res?.ok) acknowledged += 1;
      else if (!res) cut += 1;
    }
  };
  const running = Array.from({ length: clients }, (_, lane) => client(lane));
  while (acknowledged < killAfter) await new Promise((resolve) => setTimeout(resolve, 5));
  killing = true;
  server.child.kill('SIGKILL');
  await Promise.all(running);
  await server.exited;
  return { acknowledged, cut };
}
