import { PASSPORT_SCAN_LIMITS, PASSPORT_SCAN_MESSAGES, type PassportScan } from '@visadesk/contract';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { AppError, badRequest } from '../lib/app-error.ts';
import { lineStrips, type StripVariant } from './line-strips.ts';
import { type ZoneFields, type ZoneReading, zoneFields } from './mrz-fields.ts';
import type { MrzOcr, ReadLine } from './mrz-ocr.ts';
import { findTextLines, findZone, type GrayImage, type TextLine } from './zone-finder.ts';

const M = PASSPORT_SCAN_MESSAGES;

/** The photo is decoded to fit this (JPEGs shrink while decoding): the zone stays 1,000+ pixels wide. */
const DECODE_SIDE = 2000;
/** The zone is looked for at this size: a few milliseconds of the server's thread. */
const SEARCH_SIDE = 900;
/**
 * Under this many pixels a character (in the photo as sent) the zone is too small to read: on the
 * corpus's pages, 9.4 pixels read right and 7.7 did not.
 */
const MIN_PITCH = 8.5;
/** A photo whose mean brightness is under this (0-255) is too dark to read. */
const DARK = 45;

/**
 * How the lines are cut out at each try, until every check digit passes: as found, then turned a
 * little either way (the slope measured on a small image is off by a fraction of a degree), then
 * cut tighter or looser.
 */
const TRIES: readonly StripVariant[] = [
  { turn: 0, tallness: 2 },
  { turn: 0.006, tallness: 2 },
  { turn: -0.006, tallness: 2 },
  { turn: 0, tallness: 1.6 },
  { turn: 0, tallness: 2.6 },
];

/** A refusal of the file sent, named at the form's `file` field. */
const refuseFile = (code: 'UNSUPPORTED_TYPE' | 'TOO_LARGE', message: string) =>
  new AppError(code, message, [{ field: 'file', message }]);

/**
 * Refuses what is not a JPEG or PNG, and a photo of too many pixels, from its header alone; answers
 * the size of the photo as sent (upright, by its EXIF orientation).
 */
async function checkFile(file: string): Promise<{ width: number; height: number }> {
  const type = await fileTypeFromFile(file);
  if (type?.ext === 'pdf') throw refuseFile('UNSUPPORTED_TYPE', M.pdf);
  if (type?.ext !== 'jpg' && type?.ext !== 'png') throw refuseFile('UNSUPPORTED_TYPE', M.notAnImage);
  const {
    width = 0,
    height = 0,
    orientation = 1,
  } = await sharp(file)
    .metadata()
    .catch(() => ({ width: 0, height: 0, orientation: 1 }));
  if (width === 0 || height === 0) throw refuseFile('UNSUPPORTED_TYPE', M.notAnImage);
  const megapixels = Math.round((width * height) / 1e6);
  if ((width * height) / 1e6 > PASSPORT_SCAN_LIMITS.maxMegapixels)
    throw refuseFile('TOO_LARGE', M.tooManyPixels(megapixels));
  return orientation >= 5 ? { width: height, height: width } : { width, height };
}

/** The photo in gray, turned upright by its EXIF, at most DECODE_SIDE a side. */
async function decode(file: string): Promise<GrayImage> {
  try {
    const limit = PASSPORT_SCAN_LIMITS.maxMegapixels * 1e6;
    const { data, info } = await sharp(file, { failOn: 'truncated', limitInputPixels: limit })
      .rotate()
      .grayscale()
      .resize({ width: DECODE_SIDE, height: DECODE_SIDE, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw refuseFile('UNSUPPORTED_TYPE', M.notAnImage);
  }
}

async function shrink(image: GrayImage, side: number): Promise<GrayImage> {
  const { data, info } = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 1 },
  })
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const meanOf = (data: Uint8Array) => data.reduce((sum, v) => sum + v, 0) / Math.max(1, data.length);

/** The zone's two lines in `image`'s pixels, or a refusal saying why none can be read. */
async function locateZone(image: GrayImage, scale: number): Promise<[TextLine, TextLine]> {
  const small = await shrink(image, SEARCH_SIDE);
  const factor = image.width / small.width;
  const zone = findZone(await findTextLines(small));
  if (!zone) throw badRequest(meanOf(small.data) < DARK ? M.tooDark : M.noZone, 'file');
  const lines = zone.map((line) => ({
    ...line,
    cx: line.cx * factor,
    cy: line.cy * factor,
    length: line.length * factor,
    height: line.height * factor,
  })) as [TextLine, TextLine];
  if ((lines[0].length * scale) / 44 < MIN_PITCH) throw badRequest(M.tooSmall, 'file');
  return lines;
}

/** The two 44-character lines among what the OCR read, or null. */
function zoneLines(read: ReadLine[]): ZoneReading | null {
  const lines = read.filter((line) => line.text.length >= 30);
  if (lines.length !== 2 || lines.some((line) => line.text.length !== 44)) return null;
  const [a, b] = lines as [ReadLine, ReadLine];
  if (!a.text.startsWith('P')) return null;
  return { lines: [a.text, b.text], confidences: [a.confidences, b.confidences] };
}

const png = (image: GrayImage) =>
  sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } })
    .grayscale()
    .png({ compressionLevel: 1 })
    .toBuffer();

/**
 * Reads the TD3 zone of a photo or scan of a passport's data page (a JPEG or PNG on this node's
 * disk): finds its two lines, reads them, and tries again cut another way until every check digit
 * passes, two cuts read the same, or the tries run out; the best reading is answered. `today`
 * (YYYY-MM-DD) decides the dates' centuries.
 */
export async function readPassport(file: string, ocr: MrzOcr, today: string): Promise<PassportScan> {
  const sent = await checkFile(file);
  const image = await decode(file);
  const lines = await locateZone(image, sent.width / image.width);
  let best: { reading: ZoneReading; fields: ZoneFields } | null = null;
  const seen = new Set<string>();
  for (const variant of TRIES) {
    const reading = zoneLines(await ocr.read(await png(await lineStrips(image, lines, variant))));
    if (!reading) continue;
    // The same characters read from two cuts are what is printed: another cut will not change them.
    const text = reading.lines.join('\n');
    if (seen.has(text)) break;
    seen.add(text);
    let fields: ZoneFields;
    try {
      fields = zoneFields(reading, today);
    } catch {
      continue;
    }
    if (!best || score(fields) > score(best.fields)) best = { reading, fields };
    if (best.fields.doubts === 0) break;
  }
  if (!best) throw badRequest(M.unreadable, 'file');
  const { fields, unverified, problems } = best.fields;
  return { fields, unverified, problems, mrz: best.reading.lines };
}

/** A reading with fewer failed check digits is better; then one with fewer doubts. */
const score = (fields: ZoneFields) => -100 * fields.failedChecks - fields.doubts;
