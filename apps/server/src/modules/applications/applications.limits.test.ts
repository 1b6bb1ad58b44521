import {
  APPLICATION_API,
  type Application,
  CATALOGUE_API,
  CATALOGUE_NAME_MAX,
  MB,
  MESSAGES,
} from '@visadesk/contract';
import { applicantFields, jpeg, multipartForm } from '@visadesk/test-harness';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

// Limits that fit real data: the photo's one limit, phone numbers as typed,
// job titles from the designations, and what a long name, a NUL or a megabyte is answered with.
const t = useTestApp();
const staff = t.signedIn('staff');
const M = MESSAGES.applications;

type Fields = Record<string, string>;
const send = (method: 'POST' | 'PUT', url: string, form: FormData) =>
  t.inject({ method, url, headers: staff.auth, payload: form as unknown as string });
const add = async (fields: Fields = {}, image?: Buffer) =>
  send(
    'POST',
    APPLICATION_API.create,
    multipartForm(applicantFields(fields), { image: { data: image ?? (await jpeg()) } }),
  );
/** An edit of `record` that keeps its e-mail and passport, with `fields` changed. */
const edit = (record: Application, fields: Fields = {}, image?: Buffer) =>
  send(
    'PUT',
    APPLICATION_API.update(record._id),
    multipartForm(
      applicantFields({
        email: record.email,
        passport: record.passport,
        jobTitle: record.jobTitle,
        ...fields,
      }),
      image ? { image: { data: image } } : {},
    ),
  );
async function created(fields: Fields = {}): Promise<Application> {
  const res = await add(fields);
  expect(res.statusCode).toBe(201);
  return res.json();
}
const catalogue = async (resource: 'companies' | 'designations', name: string) => {
  const res = await t.inject({
    method: 'POST',
    url: CATALOGUE_API[resource].create,
    headers: staff.auth,
    payload: { name },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { _id: string; name: string };
};
const tag = () => Math.random().toString(36).slice(2, 8);

/** A phone's photo of about 2.9 MB: grain, which JPEG cannot make small (the same bytes each run). */
async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [1060, 990];
  const pixels = Buffer.alloc(width * height * 3);
  let state = 12_345;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    pixels[i] = state >>> 24;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

describe('the photo', () => {
  it('accepts on edit the 2.9 MB photo it accepted on add', async () => {
    const photo = await phonePhoto();
    expect(photo.length).toBeGreaterThan(2.8 * MB);
    expect(photo.length).toBeLessThan(3 * MB);
    const res = await add({}, photo);
    expect(res.statusCode).toBe(201);
    const record: Application = res.json();
    const edited = await edit(record, {}, photo);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().image).not.toBe(record.image);
  });
});

describe('the phone number', () => {
  it.each([
    ['+63 917 482 1937', '+639174821937'],
    ['+1 (416) 555-0134', '+14165550134'],
    ['0917.482.1937', '09174821937'],
    ['2348012345678', '2348012345678'],
  ])('takes %j as typed and keeps %j', async (typed, stored) => {
    const record = await created({ phone: typed });
    expect(record.phone).toBe(stored);
  });

  it('keeps a number stored before, digits only, through an edit that does not touch it', async () => {
    const record = await created({ phone: '15145550123' });
    const res = await edit(record, { phone: record.phone, birthCity: 'Montreal' });
    expect(res.statusCode).toBe(200);
    expect(res.json().phone).toBe('15145550123');
  });

  it.each([
    ['only punctuation', '() - . '],
    ['letters', '+63 917 CALL NOW'],
    ['a NUL', '+63 917\u0000482 1937'],
    ['too few digits', '12-34'],
  ])('refuses %s with 400 and the message at the field', async (_what, phone) => {
    const res = await add({ phone });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: M.invalidPhone,
      errors: [{ field: 'phone', message: M.invalidPhone }],
    });
  });

  it('refuses a megabyte in the field with the same 400, never a 500', async () => {
    const res = await add({ phone: '1'.repeat(1024 * 1024) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: M.invalidPhone,
      errors: [{ field: 'phone', message: M.invalidPhone }],
    });
  });
});

describe('the job title', () => {
  it('takes a designation, as the designation writes it', async () => {
    const { name } = await catalogue('designations', `Crane Operator ${tag()}`);
    expect((await created({ jobTitle: name })).jobTitle).toBe(name);
    expect((await created({ jobTitle: name.toUpperCase() })).jobTitle).toBe(name);
    // The specification's fixed list is among the designations from the start.
    expect((await created({ jobTitle: 'Caring Operator' })).jobTitle).toBe('Caring Operator');
  });

  it('refuses on add a job title no designation has', async () => {
    const res = await add({ jobTitle: `Astronaut ${tag()}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: M.jobTitleNotDesignation,
      errors: [{ field: 'jobTitle', message: M.jobTitleNotDesignation }],
    });
  });

  it('keeps on edit a title its designation no longer has, and refuses a change to one none has', async () => {
    const designation = await catalogue('designations', `Rigger ${tag()}`);
    const record = await created({ jobTitle: designation.name });
    const removed = await t.inject({
      method: 'DELETE',
      url: CATALOGUE_API.designations.remove(designation._id),
      headers: staff.auth,
    });
    expect(removed.statusCode).toBe(200);

    const unchanged = await edit(record, { birthCity: 'Manila' });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toMatchObject({ jobTitle: designation.name, birthCity: 'Manila' });

    const changed = await edit(record, { jobTitle: `Astronaut ${tag()}` });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().errors).toEqual([{ field: 'jobTitle', message: M.jobTitleNotDesignation }]);

    const another = await edit(record, { jobTitle: 'Plumber' });
    expect(another.statusCode).toBe(200);
    expect(another.json().jobTitle).toBe('Plumber');
  });
});

describe('company and salary as the office writes them', () => {
  it('keeps a company name of up to 100 characters and a salary with its currency and period', async () => {
    const company = await catalogue('companies', `Al Noor Facilities Management LLC ${tag()}`);
    const longest = await catalogue(
      'companies',
      `${tag()}${'y'.repeat(CATALOGUE_NAME_MAX)}`.slice(0, CATALOGUE_NAME_MAX),
    );
    expect(longest.name).toHaveLength(CATALOGUE_NAME_MAX);
    const record = await created({ company: company.name, salary: 'CAD 3,200 / month' });
    expect(record).toMatchObject({ company: company.name, salary: 'CAD 3,200 / month' });
    expect((await created({ company: longest.name })).company).toBe(longest.name);
  });

  it('refuses a company name of 101 characters, a NUL, and a megabyte, with a 4xx and a message', async () => {
    const url = CATALOGUE_API.companies.create;
    const post = (name: string) => t.inject({ method: 'POST', url, headers: staff.auth, payload: { name } });
    for (const name of ['x'.repeat(CATALOGUE_NAME_MAX + 1), 'Acme\u0000 Ltd']) {
      const res = await post(name);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.companies.nameLength);
    }
    const huge = await post('x'.repeat(1024 * 1024));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: MESSAGES.common.bodyTooLarge });
  });

  it('refuses a NUL in the company or salary of an application at its field', async () => {
    for (const field of ['company', 'salary']) {
      const res = await add({ [field]: 'Acme\u0000 Ltd' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field, message: expect.stringMatching(/^Please enter a valid/) }]);
    }
  });
});
