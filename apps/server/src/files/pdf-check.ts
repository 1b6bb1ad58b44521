import { DOCUMENT_MESSAGES as D, MESSAGES, PDF_PAGE_LIMIT } from '@visadesk/contract';
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFStream } from 'pdf-lib';
import { AppError } from '../lib/app-error.ts';

const M = MESSAGES.applications;

/**
 * The entries that make a PDF do something when opened or clicked, by what a message calls them.
 * A document for a visa office has none of them; a file that does is refused whole, not cleaned:
 * a rewrite without them would still be a file built to act, and the office would see a document
 * other than the one the applicant sent.
 */
const ACTIVE_ENTRIES: Record<string, string> = {
  '/JS': 'JavaScript',
  '/JavaScript': 'JavaScript',
  '/OpenAction': 'an action run on opening',
  '/AA': 'actions run on events',
  '/Launch': 'a launch action',
  '/EmbeddedFile': 'an embedded file',
  '/EmbeddedFiles': 'an embedded file',
  '/RichMedia': 'rich media',
  '/XFA': 'an XFA form',
};
/** The action types (`/S`) that run code or open other files, whatever dictionary holds them. */
const ACTIVE_ACTIONS: Record<string, string> = {
  '/JavaScript': 'JavaScript',
  '/Launch': 'a launch action',
  '/ImportData': 'a data import action',
  '/RichMediaExecute': 'rich media',
};

/** Nesting deeper than this within one object is no document's: it is refused as unreadable. */
const MAX_DEPTH = 64;

/** What of ACTIVE_ENTRIES and ACTIVE_ACTIONS `object` holds, at any depth, added to `found`. */
function collectActive(object: PDFObject, found: Set<string>, depth = 0) {
  if (depth > MAX_DEPTH) throw new AppError('UNSUPPORTED_TYPE', M.invalidFileType);
  const dict = object instanceof PDFStream ? object.dict : object;
  if (dict instanceof PDFDict) {
    for (const [name, value] of dict.entries()) {
      const key = name.asString();
      const entry = ACTIVE_ENTRIES[key];
      if (entry) found.add(entry);
      if ((key === '/S' || key === '/Type') && value instanceof PDFName) {
        const action = ACTIVE_ACTIONS[value.asString()] ?? ACTIVE_ENTRIES[value.asString()];
        if (action) found.add(action);
      }
      collectActive(value, found, depth + 1);
    }
  } else if (dict instanceof PDFArray) {
    for (const item of dict.asArray()) collectActive(item, found, depth + 1);
  }
}

/** `bytes` parsed, or the refusal a user can act on: unreadable, password-protected. */
async function parse(bytes: Uint8Array): Promise<PDFDocument> {
  let document: PDFDocument;
  try {
    // A few objects a tick: a large file does not keep the server from answering others meanwhile.
    // Loaded even when encrypted, to tell that apart from a file that cannot be read.
    document = await PDFDocument.load(bytes, {
      updateMetadata: false,
      parseSpeed: 200,
      ignoreEncryption: true,
    });
  } catch {
    throw new AppError('UNSUPPORTED_TYPE', M.invalidFileType);
  }
  if (document.isEncrypted) throw new AppError('UNSUPPORTED_TYPE', D.pdfEncrypted);
  return document;
}

/**
 * Checks that `bytes` are a PDF a visa office can take: it starts as one and parses (a file
 * merely named .pdf, or garbage behind a PDF header, is refused as the wrong type), is not
 * encrypted (its contents could not be checked), has from 1 to PDF_PAGE_LIMIT pages, and holds no
 * active content (every object is walked, those inside object streams too). Answers the page count.
 */
export async function checkPdf(bytes: Uint8Array): Promise<{ pages: number }> {
  if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-')
    throw new AppError('UNSUPPORTED_TYPE', M.invalidFileType);
  const document = await parse(bytes);
  let pages: number;
  try {
    pages = document.getPageCount();
  } catch {
    throw new AppError('UNSUPPORTED_TYPE', M.invalidFileType);
  }
  if (pages === 0) throw new AppError('UNSUPPORTED_TYPE', D.pdfNoPages);
  if (pages > PDF_PAGE_LIMIT)
    throw new AppError('UNSUPPORTED_TYPE', D.pdfTooManyPages(pages, PDF_PAGE_LIMIT));
  const found = new Set<string>();
  for (const [, object] of document.context.enumerateIndirectObjects()) collectActive(object, found);
  if (found.size > 0) throw new AppError('UNSUPPORTED_TYPE', D.pdfActiveContent(listed([...found])));
  return { pages };
}

/** "a, b and c". */
const listed = (items: string[]) =>
  items.length === 1 ? (items[0] as string) : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
