import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

/**
 * The model trained on the zone's font, kept in the repository (its LICENSE and ORIGIN.md beside
 * it): from the sources `mrz-model/` beside this file, from the bundle `mrz-model/` beside
 * main.mjs (apps/server/build.mjs copies it).
 */
const MODEL_DIR = path.resolve(import.meta.dirname, 'mrz-model');

/** A line the OCR read: its characters, and how sure it was of each (0-100). */
export type ReadLine = { text: string; confidences: number[] };

/** After this long without a scan the engine is closed, and the memory it holds given back. */
const IDLE_MS = 5 * 60_000;

/**
 * One Tesseract engine, started at the first scan and closed after IDLE_MS without one. It runs in
 * tesseract.js's own worker thread, so the server's thread answers other requests meanwhile; it
 * reads one image at a time (its callers queue). Set up to read only the zone's 37 characters,
 * without dictionaries, from the model on disk: nothing is downloaded (langPath is a folder,
 * `cacheMethod: 'none'` writes no cache).
 */
export function createMrzOcr() {
  let engine: Promise<Worker> | null = null;
  let idle: NodeJS.Timeout | null = null;

  async function start(): Promise<Worker> {
    const worker = await createWorker(
      'mrz',
      OEM.LSTM_ONLY,
      { langPath: MODEL_DIR, cacheMethod: 'none', gzip: false },
      { load_system_dawg: '0', load_freq_dawg: '0' },
    );
    await worker.setParameters({
      tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
      tessedit_char_whitelist: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<',
      user_defined_dpi: '300',
    });
    return worker;
  }

  async function close() {
    if (idle) clearTimeout(idle);
    const running = engine;
    engine = null;
    if (running) await (await running).terminate();
  }

  /** The lines read from a PNG of the zone, top to bottom. */
  async function read(png: Buffer): Promise<ReadLine[]> {
    if (idle) clearTimeout(idle);
    engine ??= start();
    try {
      const worker = await engine;
      const { data } = await worker.recognize(png, {}, { blocks: true, text: false });
      return (data.blocks ?? []).flatMap((block) =>
        block.paragraphs.flatMap((paragraph) =>
          paragraph.lines.map((line) => {
            const symbols = line.words.flatMap((word) => word.symbols);
            return {
              text: symbols.map((s) => s.text).join(''),
              confidences: symbols.map((s) => s.confidence),
            };
          }),
        ),
      );
    } catch (error) {
      // A broken engine is not kept: the next scan starts a new one.
      await close().catch(() => {});
      throw error;
    } finally {
      idle = setTimeout(() => void close(), IDLE_MS);
      idle.unref();
    }
  }

  return { read, close };
}
export type MrzOcr = ReturnType<typeof createMrzOcr>;
