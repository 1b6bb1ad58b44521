import { PDFDocument, PDFName, PDFString, rgb, StandardFonts } from 'pdf-lib';

/**
 * Test PDFs made here rather than kept as binary fixtures, so what each holds can be read: the
 * active entries are written into the documents' dictionaries as a hostile file would have them.
 */
export async function pdfWithPages(pages: number, edit?: (doc: PDFDocument) => void): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i += 1) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Police clearance, page ${i}`, { x: 50, y: 780, size: 24, font });
    page.drawRectangle({ x: 50, y: 100, width: 495, height: 600, borderWidth: 2, borderColor: rgb(0, 0, 0) });
  }
  edit?.(doc);
  return Buffer.from(await doc.save());
}

/** Runs JavaScript when opened: an /OpenAction of type /JavaScript. */
export const pdfWithJavaScript = () =>
  pdfWithPages(1, (doc) => {
    const action = doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
    doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
  });

/** Carries a file inside: the catalog's /Names /EmbeddedFiles tree with one /EmbeddedFile stream. */
export const pdfWithEmbeddedFile = () =>
  pdfWithPages(1, (doc) => {
    const stream = doc.context.register(doc.context.stream('MZ not a program', { Type: 'EmbeddedFile' }));
    const spec = doc.context.obj({ Type: 'Filespec', F: PDFString.of('run.exe'), EF: { F: stream } });
    const names = doc.context.obj({ Names: [PDFString.of('run.exe'), doc.context.register(spec)] });
    doc.catalog.set(PDFName.of('Names'), doc.context.obj({ EmbeddedFiles: names }));
  });

/** A link on the page that starts a program: a /Link annotation whose action is /Launch. */
export const pdfWithLaunchAction = () =>
  pdfWithPages(1, (doc) => {
    const annotation = doc.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [0, 0, 100, 100],
      A: { S: 'Launch', F: PDFString.of('cmd.exe') },
    });
    doc.getPage(0).node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(annotation)]));
  });

/** Says it is encrypted: an /Encrypt dictionary in the trailer. */
export const pdfEncrypted = () =>
  pdfWithPages(1, (doc) => {
    doc.context.trailerInfo.Encrypt = doc.context.register(
      doc.context.obj({ Filter: 'Standard', V: 1, R: 2 }),
    );
  });

/** A PDF header followed by `size` bytes of noise. */
export const garbageWithPdfHeader = (size: number) =>
  Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    Buffer.from(Array.from({ length: size }, (_, i) => (i * 7919) % 251)),
  ]);

/** One object of arrays nested `depth` deep, in an otherwise well-formed file. */
export function deeplyNestedPdf(depth: number): Buffer {
  const body = `${'['.repeat(depth)}${']'.repeat(depth)}`;
  return Buffer.from(
    `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R /X ${body} >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
  );
}
