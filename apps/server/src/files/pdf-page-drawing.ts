import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { IMAGE_WIDTHS } from '@visadesk/contract';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/*
 * Loaded only in the PDF thread (pdf-thread.ts): pdf.js's legacy build installs polyfills on its
 * thread's globals, which on the server's own thread made other work slower (an XLSX export's row
 * cost 96 µs instead of 65 on PostgreSQL, measured at 100,000 rows).
 */

/** The fonts every PDF viewer has, shipped inside pdfjs-dist: nothing is fetched at run time. */
const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The page drawn at most this many pixels on its longer side, whatever size the PDF says it is. */
const MAX_SIDE = IMAGE_WIDTHS.large * 2;

/**
 * The first page of a checked PDF as a JPEG `IMAGE_WIDTHS.large` wide, drawn by pdf.js (Mozilla's
 * renderer, the one Firefox shows PDFs with) on @napi-rs/canvas. Scripts are never run (pdf.js runs
 * none outside a browser, and eval is off).
 */
export async function drawFirstPage(bytes: Uint8Array): Promise<Buffer> {
  const task = getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    standardFontDataUrl: STANDARD_FONTS,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise;
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
  } finally {
    await task.destroy();
  }
}
