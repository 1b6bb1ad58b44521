import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { DOCUMENT_MESSAGES, IMAGE_WIDTHS, MESSAGES } from '@visadesk/contract';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { AppError } from '../lib/app-error.ts';

/** The fonts every PDF viewer has, shipped inside pdfjs-dist: nothing is fetched at run time. */
const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** Longer than any real document's first page takes (0.2 s measured); a hostile one is given up. */
const RENDER_MS = 10_000;

/** The page drawn at most this many pixels on its longer side, whatever size the PDF says it is. */
const MAX_SIDE = IMAGE_WIDTHS.large * 2;

/**
 * The first page of a checked PDF as a JPEG `IMAGE_WIDTHS.large` wide, drawn by pdf.js (Mozilla's
 * renderer, the one Firefox shows PDFs with) on @napi-rs/canvas. Scripts are never run (pdf.js
 * runs none outside a browser, and eval is off). A page that takes longer than RENDER_MS is refused.
 */
export async function renderFirstPage(bytes: Uint8Array): Promise<Buffer> {
  const task = getDocument({
    // pdf.js takes ownership of (detaches) the buffer it is given: a copy keeps the caller's.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    standardFontDataUrl: STANDARD_FONTS,
    verbosity: 0,
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new AppError('UNSUPPORTED_TYPE', DOCUMENT_MESSAGES.pdfTooSlow)),
      RENDER_MS,
    );
  });
  try {
    return await Promise.race([draw(task.promise), timeout]);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('UNSUPPORTED_TYPE', MESSAGES.applications.invalidFileType);
  } finally {
    clearTimeout(timer);
    await task.destroy();
  }
}

type Loaded = Awaited<ReturnType<typeof getDocument>['promise']>;

async function draw(loading: Promise<Loaded>): Promise<Buffer> {
  const pdf = await loading;
  const page = await pdf.getPage(1);
  const natural = page.getViewport({ scale: 1 });
  const scale = Math.min(IMAGE_WIDTHS.large / natural.width, MAX_SIDE / natural.height);
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  // A page without a background is transparent: white, as on paper.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // @napi-rs/canvas implements the browser's canvas API that pdf.js draws with, under its own types.
  await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
  return canvas.encode('jpeg', 85);
}
