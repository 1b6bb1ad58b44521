import { open, readFile } from 'node:fs/promises';
import { makeSizedCopies, openImage, type ProcessedImage, processImage } from './images.ts';
import { checkPdf } from './pdf-check.ts';
import { renderFirstPage } from './pdf-preview.ts';
import type { LocalFile } from './spool.ts';

export const PDF_TYPE = 'application/pdf';

/** Whether the file starts as a PDF does (its name and the client's type are never asked). */
async function startsAsPdf(file: LocalFile): Promise<boolean> {
  const handle = await open(file.path);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    return bytesRead === 5 && buffer.toString('latin1') === '%PDF-';
  } finally {
    await handle.close();
  }
}

/**
 * A document as a slot stores it: a JPEG or PNG as `processImage` makes it, or a PDF that
 * `checkPdf` passes, kept byte for byte, with its first page rendered as the sized copies every
 * image has. So wherever a document's image is shown (grid, viewer, enquiry, printout) a PDF's
 * first page is. A file that is neither is refused with `typeMessage`.
 */
export async function processDocument(
  upload: LocalFile,
  typeMessage: string,
  folder: string,
): Promise<ProcessedImage> {
  if (!(await startsAsPdf(upload))) return processImage(upload, ['jpeg', 'png'], typeMessage, folder);
  // Read whole: it is at most the document limit (5 MB), and both libraries parse from memory.
  const bytes = new Uint8Array(await readFile(upload.path));
  await checkPdf(bytes);
  const preview = await renderFirstPage(bytes);
  const copies = await makeSizedCopies(openImage(preview));
  return { file: upload, contentType: PDF_TYPE, ...copies };
}
