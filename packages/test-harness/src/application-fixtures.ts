import { randomBytes } from 'node:crypto';
import type { ApplicationFieldsInput } from '@visadesk/contract';
import sharp from 'sharp';

let counter = 0;

/** Valid applicant fields, unique per call (e-mail and passport). */
export function applicantFields(overrides: Partial<Record<keyof ApplicationFieldsInput, string>> = {}) {
  counter += 1;
  const tag = randomBytes(3).toString('hex').toUpperCase();
  return {
    surname: 'Okafor',
    givenN: 'Chinedu',
    sex: 'Male',
    birthCity: 'Lagos',
    currentN: 'NG',
    dob: '1990-04-12',
    identification: 'Scar on left hand',
    nationalId: `NID${tag}${counter}`,
    company: 'Maple Construction Ltd',
    dutyDuration: '2 years',
    jobTitle: 'Electrician',
    salary: '3500',
    passport: `A${tag}${counter}`.slice(0, 12),
    issuedCountry: 'NG',
    phone: '2348012345678',
    email: `applicant-${tag.toLowerCase()}-${counter}@example.test`,
    ...overrides,
  };
}

/** A real JPEG photo (with EXIF metadata to strip) of the given size. */
export function jpeg(width = 120, height = 160): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 80, b: 160 } } })
    .withExif({ IFD0: { Copyright: 'secret-camera-owner', Make: 'TestCam' } })
    .jpeg()
    .toBuffer();
}

export function png(width = 80, height = 80): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 1 } } })
    .png()
    .toBuffer();
}

/** Builds a multipart body: text fields plus named files. */
export function multipartForm(
  fields: Record<string, string>,
  files: Record<string, { data: Buffer; name?: string; type?: string }> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    form.append(
      name,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' }),
      file.name ?? `${name}.jpg`,
    );
  }
  return form;
}
