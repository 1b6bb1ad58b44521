import { randomBytes } from 'node:crypto';
import {
  APPLICATION_API,
  type Application,
  type EnquiryApplication,
  MESSAGES,
  type PrintVerification,
  VerificationResultSchema,
} from '@visadesk/contract';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postApplication, uploadDocument } from '../../test/application-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPrintoutTokens, type PrintoutClaim } from './printout-tokens.ts';

const PUBLIC_URL = 'https://visas.example.test';
let t: TestApp;
let staff: Record<string, string>;
let approver: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENQUIRY_MAX: '1000', PUBLIC_URL: `${PUBLIC_URL}/` });
  staff = (await t.createUser('staff')).auth;
  approver = (await t.createUser('approver')).auth;
});
afterAll(() => t.close());

/** A new application (unique passport), with what its enquiry and its applicant copy answer. */
async function newApplication() {
  const passport = `VF${randomBytes(4).toString('hex').toUpperCase()}`;
  const created = await postApplication(t, staff, {
    passport,
    currentN: 'NZ',
    dob: '1990-02-03',
    givenN: 'Aroha',
    surname: 'Ngata',
  });
  return { created, passport };
}

/** A well-formed token for `application`, signed with a secret other than the server's. */
const forgedToken = (application: Application, status: PrintoutClaim['status']) =>
  createPrintoutTokens(randomBytes(32)).sign({
    id: application._id,
    status,
    since: new Date(application.createdAt),
  });

async function enquiryOf(passport: string): Promise<EnquiryApplication> {
  const query = new URLSearchParams({ search: passport, search1: 'NZ', search2: '1990-02-03' });
  const res = await t.inject({ method: 'GET', url: `${APPLICATION_API.enquiry}?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().applications[0];
}

async function applicantCopy(id: string): Promise<Application> {
  const res = await t.inject({ method: 'GET', url: APPLICATION_API.get(id), headers: staff });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const verify = (token: string) => t.inject({ method: 'GET', url: APPLICATION_API.verify(token) });

async function verdictOf(token: string) {
  const res = await verify(token);
  expect(res.statusCode).toBe(200);
  return VerificationResultSchema.parse(res.json());
}

const setStatus = (id: string, to: 'approve' | 'pending' | 'reject') =>
  t.inject({ method: 'PUT', url: APPLICATION_API[to](id), headers: approver });

/** The text of the QR code in an SVG, read back as a scanner would: drawn to pixels, then decoded. */
async function scan(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .resize(400)
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('verifiable printouts', () => {
  it('the enquiry result carries a signed token, its PUBLIC_URL address and a QR code of that address', async () => {
    const { passport } = await newApplication();
    const { verification } = await enquiryOf(passport);
    expect(verification.token).toMatch(/^[A-Za-z0-9_-]{36}$/);
    expect(verification.url).toBe(`${PUBLIC_URL}/verify/${verification.token}`);
    const qr = await t.inject({ method: 'GET', url: APPLICATION_API.verifyQr(verification.token) });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toBe('image/svg+xml');
    expect(await scan(qr.body)).toBe(verification.url);
  });

  it('a genuine token of the present status is current, with the name, the reference, the masked passport and the date', async () => {
    const { created, passport } = await newApplication();
    const { verification } = await enquiryOf(passport);
    expect(await verdictOf(verification.token)).toEqual({
      verdict: 'current',
      name: 'Aroha Ngata',
      reference: created.reference,
      passport: `${passport.slice(0, 3)}*****${passport.slice(-2)}`,
      status: 'pending',
      statusSince: created.createdAt,
    });
    // The applicant copy's printout certifies the same status change, so it carries the same token.
    expect((await applicantCopy(created._id)).verification?.token).toBe(verification.token);
  });

  it('a status change supersedes the printout; the new printout is current until the next change', async () => {
    const { created, passport } = await newApplication();
    const printedPending = (await enquiryOf(passport)).verification.token;
    const approved = await setStatus(created._id, 'approve');
    expect(approved.statusCode).toBe(200);

    expect(await verdictOf(printedPending)).toMatchObject({ verdict: 'superseded', status: 'pending' });
    const printedApproved = (await applicantCopy(created._id)).verification as PrintVerification;
    const history = (
      await t.inject({ method: 'GET', url: APPLICATION_API.history(created._id), headers: staff })
    ).json();
    expect(await verdictOf(printedApproved.token)).toMatchObject({
      verdict: 'current',
      status: 'approved',
      statusSince: history.statusChanges[0].at,
    });
    expect((await enquiryOf(passport)).verification.token).toBe(printedApproved.token);
    // The status change's own answer is the record with its new printout, shown at once.
    expect(approved.json().verification.token).toBe(printedApproved.token);

    // Back to pending: the old pending printout stays superseded, it certified an earlier change.
    expect((await setStatus(created._id, 'pending')).statusCode).toBe(200);
    expect(await verdictOf(printedApproved.token)).toMatchObject({ verdict: 'superseded' });
    expect(await verdictOf(printedPending)).toMatchObject({ verdict: 'superseded' });
    expect(await verdictOf((await enquiryOf(passport)).verification.token)).toMatchObject({
      verdict: 'current',
      status: 'pending',
    });
  });

  it('an edit that leaves the status alone keeps the printout current', async () => {
    const { created, passport } = await newApplication();
    const { token } = (await enquiryOf(passport)).verification;
    expect((await setStatus(created._id, 'reject')).statusCode).toBe(200);
    const rejected = (await applicantCopy(created._id)).verification?.token ?? '';
    const upload = await uploadDocument(t, staff, created._id, 'file3');
    expect(upload.statusCode).toBe(200);
    expect(await verdictOf(rejected)).toMatchObject({ verdict: 'current', status: 'rejected' });
    expect(await verdictOf(token)).toMatchObject({ verdict: 'superseded' });
  });

  it('any one character changed makes the token not genuine', async () => {
    const { passport } = await newApplication();
    const { token } = (await enquiryOf(passport)).verification;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let i = 0; i < token.length; i++) {
      const other = alphabet[(alphabet.indexOf(token[i] ?? 'A') + 1 + i) % alphabet.length];
      const tampered = `${token.slice(0, i)}${other}${token.slice(i + 1)}`;
      expect(await verdictOf(tampered), `character ${i}`).toEqual({ verdict: 'notGenuine' });
    }
  });

  it('a token signed with another secret, or made up, is not genuine', async () => {
    const forged = forgedToken((await newApplication()).created, 'approved');
    expect(await verdictOf(forged)).toEqual({ verdict: 'notGenuine' });
    for (let i = 0; i < 20; i++)
      expect(await verdictOf(randomBytes(27).toString('base64url'))).toEqual({ verdict: 'notGenuine' });
  });

  it('draws QR codes of its own tokens only: a forged or made-up one gets a 404', async () => {
    const forged = forgedToken((await newApplication()).created, 'pending');
    for (const token of [forged, randomBytes(27).toString('base64url'), 'x']) {
      const res = await t.inject({ method: 'GET', url: APPLICATION_API.verifyQr(token) });
      expect([res.statusCode, res.json().message]).toEqual([
        404,
        MESSAGES.applications.printoutAddressInvalid,
      ]);
    }
  });

  it('never answers 500: garbage of every shape is refused or judged not genuine', async () => {
    const garbage = [
      'x',
      '%00',
      `${'A'.repeat(35)}%00`,
      'A'.repeat(36 * 4),
      'A'.repeat(5000),
      '%E2%82%AC'.repeat(12),
      '%FF%FE',
      '%ZZ',
      '..%2F..%2Fetc%2Fpasswd',
      "'%20OR%201=1--",
      '%20',
      `${'A'.repeat(35)}=`,
    ];
    for (const raw of garbage) {
      const res = await t.inject({ method: 'GET', url: `/api/application/verify/${raw}` });
      expect(res.statusCode, raw).toBeLessThan(500);
      if (res.statusCode === 200) expect(res.json(), raw).toEqual({ verdict: 'notGenuine' });
      else expect(res.json().message, raw).toBeTypeOf('string');
      const qr = await t.inject({ method: 'GET', url: `/api/application/verify/${raw}/qr` });
      expect([qr.statusCode < 500 && qr.statusCode >= 400, typeof qr.json().message], raw).toEqual([
        true,
        'string',
      ]);
    }
    // Text no form could hold is refused with the contract's message, as every input is.
    const nul = await t.inject({ method: 'GET', url: '/api/application/verify/%00' });
    expect([nul.statusCode, nul.json().message]).toEqual([400, MESSAGES.applications.printoutAddressInvalid]);
  });

  it('after the application is deleted its printout is no longer on record', async () => {
    const { created, passport } = await newApplication();
    const { token } = (await enquiryOf(passport)).verification;
    const admin = (await t.createUser('admin')).auth;
    const removed = await t.inject({
      method: 'DELETE',
      url: APPLICATION_API.remove(created._id),
      headers: admin,
    });
    expect(removed.statusCode).toBe(200);
    expect(await verdictOf(token)).toEqual({ verdict: 'notOnRecord' });
  });

  it('the list leaves the printout out: only the one record carries it', async () => {
    const { created } = await newApplication();
    const list = await t.inject({
      method: 'GET',
      url: `${APPLICATION_API.list}?search=${created.passport}`,
      headers: staff,
    });
    expect(list.json().applications[0]).not.toHaveProperty('verification');
  });

  it('is rate limited per client address like the enquiry', async () => {
    const limited = await createTestApp({ RATE_LIMIT_ENQUIRY_MAX: '3' });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++)
        codes.push((await limited.inject({ method: 'GET', url: APPLICATION_API.verify('x') })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const res = await limited.inject({ method: 'GET', url: APPLICATION_API.verify('x') });
      expect(res.json().message).toBe(MESSAGES.applications.enquiryRateLimited);
      // The QR code counts apart: a result shown asks for both.
      const qrCodes = [];
      for (let i = 0; i < 4; i++)
        qrCodes.push(
          (await limited.inject({ method: 'GET', url: APPLICATION_API.verifyQr('x') })).statusCode,
        );
      expect(qrCodes).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
