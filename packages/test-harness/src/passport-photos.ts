import { randomHolder, seededRandom } from './passport-holders.ts';
import { mrzLines, type PassportHolder } from './passport-mrz.ts';
import { renderDataPage } from './passport-page.ts';
import { type PhotoConditions, photographPage, randomConditions } from './phone-photo.ts';

/** One synthetic phone photo of a data page, with what it shows. */
export type PassportPhoto = {
  holder: PassportHolder;
  mrz: [string, string];
  conditions: PhotoConditions;
  jpeg: Buffer;
};

/** What a test fixes of a photo: some conditions, some of the holder, the zone as printed. */
export type PhotoChoices = {
  conditions?: Partial<PhotoConditions>;
  holder?: Partial<PassportHolder>;
  /** Changes the zone's lines before they are printed (a character altered, say). */
  alterZone?: (lines: [string, string]) => [string, string];
};

/**
 * The photo made from `seed`: the same seed gives the same holder, conditions and image on every
 * machine with the same fonts. `mrz` is the zone as printed.
 */
export async function passportPhoto(seed: number, choices: PhotoChoices = {}): Promise<PassportPhoto> {
  const random = seededRandom(seed);
  const holder = { ...randomHolder(random), ...choices.holder };
  const conditions = { ...randomConditions(random), ...choices.conditions };
  const zone = (choices.alterZone ?? ((lines) => lines))(mrzLines(holder));
  const photoWidth = Math.sqrt((conditions.megapixels * 1e6 * 4) / 3);
  const page = await renderDataPage(holder, Math.round(photoWidth * conditions.pageShare), zone);
  const jpeg = await photographPage(page, conditions, random);
  return { holder, mrz: zone, conditions, jpeg };
}

/** A sharp, small, level photo (a test's): quick to make and to read. */
export const CLEAR_PHOTO: Partial<PhotoConditions> = {
  megapixels: 1.2,
  rotation: 1.5,
  perspective: 0.01,
  pageShare: 0.9,
  blurSigma: 0.4,
  shade: 0.1,
  noiseSigma: 3,
  jpegQuality: 85,
};
