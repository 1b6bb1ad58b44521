import { parentPort } from 'node:worker_threads';
import { drawFirstPage } from './pdf-page-drawing.ts';

/** The PDF thread: draws the first page of each PDF it is sent, one at a time, and answers it. */
parentPort?.on('message', async (bytes: Uint8Array) => {
  try {
    // Copied, not transferred: the canvas's buffer belongs to its native side, which Node 24
    // refuses to detach.
    parentPort?.postMessage({ jpeg: await drawFirstPage(bytes) });
  } catch {
    parentPort?.postMessage({ failed: true });
  }
});
