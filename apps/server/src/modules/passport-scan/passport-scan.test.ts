import { PASSPORT_SCAN_LIMITS, PASSPORT_SCAN_MESSAGES, PASSPORT_SCAN_PATH } from '@visadesk/contract';
import { CLEAR_PHOTO, multipartForm, passportPhoto } from '@visadesk/test-harness';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const staff = t.signedIn('staff');
const M = PASSPORT_SCAN_MESSAGES;

const HOLDER = {
  surname: 'DELA CRUZ',
  givenNames: 'MARIA CLARA',
  passport: 'P4107919',
  nationality: 'PHL',
  issuingState: 'PHL',
  dob: '1976-02-02',
  sex: 'F',
  expiry: '2031-05-17',
  personalNumber: '',
} as const;

const scan = (data: Buffer, type = 'image/jpeg', name = 'passport.jpg') =>
  t.inject({
    method: 'POST',
    url: PASSPORT_SCAN_PATH,
    headers: staff.auth,
    payload: multipartForm({}, { file: { data, type, name } }) as unknown as string,
  });

describe('POST readPassportScan', () => {
  it('fills every field from a phone photo of a data page, the zone as printed', async () => {
    const photo = await passportPhoto(7, { conditions: CLEAR_PHOTO, holder: HOLDER });
    const res = await scan(photo.jpeg);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      fields: {
        surname: 'DELA CRUZ',
        givenN: 'MARIA CLARA',
        passport: 'P4107919',
        currentN: 'PH',
        dob: '1976-02-02',
        sex: 'Female',
        passportExpiry: '2031-05-17',
      },
      unverified: [],
      problems: [],
      mrz: photo.mrz,
    });
  });

  it('leaves out and names a date whose printed digit was altered, and what its composite covers', async () => {
    // The month of birth 02 printed as 03: its check digit and the composite one fail.
    const photo = await passportPhoto(8, {
      conditions: CLEAR_PHOTO,
      holder: HOLDER,
      alterZone: ([one, two]) => [one, `${two.slice(0, 15)}3${two.slice(16)}`],
    });
    const res = await scan(photo.jpeg);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.mrz).toEqual(photo.mrz);
    expect(body.fields).toEqual({
      surname: 'DELA CRUZ',
      givenN: 'MARIA CLARA',
      currentN: 'PH',
      sex: 'Female',
    });
    expect(body.unverified.sort()).toEqual(['dob', 'passport', 'passportExpiry']);
    expect(body.problems).toContainEqual({ field: 'dob', message: M.checkFailed('date of birth') });
  });

  it('says so when a photo holds no zone, and when it is too dark', async () => {
    const blank = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#f4f4f0' } })
      .jpeg()
      .toBuffer();
    const none = await scan(blank);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(M.noZone);
    const black = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#050505' } })
      .png()
      .toBuffer();
    const dark = await scan(black, 'image/png', 'passport.png');
    expect(dark.statusCode).toBe(400);
    expect(dark.json().message).toBe(M.tooDark);
  });

  it('says so when the page is too small in the photo to be read', async () => {
    const far = await passportPhoto(9, { conditions: { ...CLEAR_PHOTO, megapixels: 1, pageShare: 0.26 } });
    const res = await scan(far.jpeg);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: M.tooSmall, errors: [{ field: 'file', message: M.tooSmall }] });
  });

  it('refuses a 50-megapixel photo from its header, naming the limit', async () => {
    const huge = await sharp({ create: { width: 8200, height: 6100, channels: 3, background: '#ffffff' } })
      .jpeg({ quality: 30 })
      .toBuffer();
    const res = await scan(huge);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(M.tooManyPixels(50));
    expect(M.tooManyPixels(50)).toContain(`${PASSPORT_SCAN_LIMITS.maxMegapixels} read here`);
  });

  it('refuses a PDF and a file that is no image, whatever their names say', async () => {
    const pdf = await scan(
      Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
      'image/jpeg',
    );
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe(M.pdf);
    const text = await scan(Buffer.from('P<PHLDELA<CRUZ<<MARIA<CLARA'.repeat(20)), 'image/png', 'zone.png');
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(M.notAnImage);
  });

  it('asks for a file when the form has none', async () => {
    const res = await t.inject({
      method: 'POST',
      url: PASSPORT_SCAN_PATH,
      headers: staff.auth,
      payload: multipartForm({ note: 'no file' }) as unknown as string,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.fileRequired);
  });

  it('answers one scan more than it reads and holds in line with 503 in words, and reads the rest', async () => {
    const photo = await passportPhoto(9, { conditions: CLEAR_PHOTO, holder: HOLDER });
    // One read at once and four waiting: the sixth sent together finds the line full.
    const answers = await Promise.all(Array.from({ length: 6 }, () => scan(photo.jpeg)));
    const busy = answers.filter((res) => res.statusCode === 503);
    expect(busy.map((res) => res.json().message)).toEqual([M.busy]);
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(5);
    for (const res of answers.filter((each) => each.statusCode === 200))
      expect(res.json().fields.passport).toBe(HOLDER.passport);
  });

  it('is refused without a token', async () => {
    const res = await t.inject({ method: 'POST', url: PASSPORT_SCAN_PATH });
    expect(res.statusCode).toBe(401);
  });
});
