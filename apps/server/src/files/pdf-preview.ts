import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DOCUMENT_MESSAGES, MESSAGES } from '@visadesk/contract';
import { AppError } from '../lib/app-error.ts';

/** Longer than any real document's first page takes (0.2 s measured); a hostile one is given up. */
const RENDER_MS = 10_000;

/**
 * A thread that draws PDF pages (pdf-thread.ts): started with the first PDF, kept for the next, and
 * ended when a page takes too long, so a hostile file's work stops rather than running on. pdf.js
 * stays off the server's own thread, whose globals its polyfills would change. A bundle has the
 * thread beside it (`pdf-thread.mjs`, apps/server/build.mjs); from the sources it registers tsx.
 */
function startPdfThread(): Worker {
  const worker = import.meta.url.endsWith('.ts')
    ? new Worker(tsxBoot(new URL('./pdf-thread.ts', import.meta.url).href), { eval: true })
    : new Worker(new URL('./pdf-thread.mjs', import.meta.url));
  // Idle between PDFs, it must not keep the process alive.
  worker.unref();
  return worker;
}

/** A worker's script that registers tsx, then imports `entry` (a worker's execArgv takes no `--import`). */
function tsxBoot(entry: string): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const api = JSON.parse(readFileSync(manifest, 'utf8')).exports['./esm/api'].import.default;
  const tsx = pathToFileURL(path.join(path.dirname(manifest), api)).href;
  return `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); })`;
}

let thread: Worker | undefined;
/** One page at a time: the next PDF waits for the one before. */
let queue: Promise<unknown> = Promise.resolve();

/** The first page drawn in the PDF thread; refused when it fails or takes longer than RENDER_MS. */
function drawInThread(bytes: Uint8Array): Promise<Buffer> {
  thread ??= startPdfThread();
  const worker = thread;
  return new Promise<Buffer>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
    };
    const timer = setTimeout(() => {
      done();
      thread = undefined;
      void worker.terminate();
      reject(new AppError('UNSUPPORTED_TYPE', DOCUMENT_MESSAGES.pdfTooSlow));
    }, RENDER_MS);
    const onMessage = (reply: { jpeg?: Uint8Array }) => {
      done();
      if (reply.jpeg) resolve(Buffer.from(reply.jpeg));
      else reject(new AppError('UNSUPPORTED_TYPE', MESSAGES.applications.invalidFileType));
    };
    const onError = () => {
      done();
      thread = undefined;
      reject(new AppError('UNSUPPORTED_TYPE', MESSAGES.applications.invalidFileType));
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    // A copy: the caller keeps its bytes, the thread takes this one.
    const copy = new Uint8Array(bytes);
    worker.postMessage(copy, [copy.buffer]);
  });
}

/**
 * The first page of a checked PDF as a JPEG `IMAGE_WIDTHS.large` wide (pdf-page-drawing.ts), drawn
 * in a thread of its own; a page that fails or takes longer than RENDER_MS is refused.
 */
export function renderFirstPage(bytes: Uint8Array): Promise<Buffer> {
  const drawn = queue.then(() => drawInThread(bytes));
  queue = drawn.catch(() => undefined);
  return drawn;
}
