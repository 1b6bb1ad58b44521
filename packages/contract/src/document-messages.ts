/**
 * Why a PDF given to a document slot was refused (a PDF that cannot be read at all gets
 * MESSAGES.applications.invalidFileType). Apart from MESSAGES: only the server says these and the
 * back office shows what it said, so the public pages do not carry them.
 */
export const DOCUMENT_MESSAGES = {
  pdfTooManyPages: (pages: number, limit: number) =>
    `This PDF has ${pages} pages; a document may have at most ${limit}. Upload the pages needed on their own.`,
  /** What was found is named: JavaScript, an embedded file, a launch action, a form that runs code. */
  pdfActiveContent: (found: string) =>
    `This PDF contains ${found}, which is refused. Print it to a new PDF, or scan it, and upload that.`,
  pdfEncrypted: 'This PDF is password-protected and cannot be checked. Upload a copy without the password.',
  pdfNoPages: 'This PDF has no pages that can be read.',
  pdfTooSlow: 'This PDF took too long to check. Print it to a new PDF, or scan it, and upload that.',
} as const;
