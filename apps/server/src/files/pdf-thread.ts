import { parentPort } from 'node:worker_threads';
import { drawFirstPage } from './pdf-page-drawing.ts';

/** The PDF thread: draws the first page of each PDF it is sent, one at a time, and answers it. */
parentPort?.on('message', async (bytes: Uint8Array) => {
  try {
    const jpeg = await drawFirstPage(bytes);
    parentPort?.postMessage({ jpeg }, [jpeg.buffer as ArrayBuffer]);
  } catch {
    parentPort?.postMessage({ failed: true });
  }
});
