import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import {
  APPLICATION_API,
  UPLOAD_LINK_STATE_LABELS as S,
  UPLOAD_API,
  UPLOAD_LINK,
  UPLOAD_LINK_LABELS,
  UPLOAD_LINK_MESSAGES,
} from '@visadesk/contract';
import sharp from 'sharp';
import { apiToken, applicant, fetchApplication, fixture, uploadedDocument } from '../support/applications.ts';
import { startDroppingProxy } from '../support/dropping-proxy.ts';
import { E2E } from '../support/env.ts';
import { expect, openNewApplication, test } from '../support/fixtures.ts';

const L = UPLOAD_LINK_LABELS;
const M = UPLOAD_LINK_MESSAGES;
const DOB = '1991-03-14';
/** A weak mobile link: 300 ms of latency, 400 kbit/s down. */
const WEAK_NETWORK = { offline: false, latency: 300, downloadThroughput: 50_000, uploadThroughput: -1 };

/** A photo of noise (which does not compress), narrower than what the page shrinks: ~150 kB. */
const noisePhoto = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();

/** Staff tick `labels` under Request documents and send; answers the link shown to copy. */
async function requestDocuments(page: Page, labels: string[]) {
  for (const label of labels) await page.getByRole('checkbox', { name: label, exact: true }).check();
  await page.getByRole('button', { name: L.staff.send }).click();
  const url = await page.getByLabel(L.staff.linkLabel).inputValue();
  expect(url).toMatch(/\/upload\/#[\w-]{43}$/);
  return url;
}

/** The link opened on a 390 px phone, the date of birth given. */
async function openOnPhone(browser: Browser, url: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await context.newPage();
  await phone.goto(url);
  await phone.getByLabel(L.page.birthDate).fill(DOB);
  await phone.getByRole('button', { name: L.page.open }).click();
  return phone;
}

test('a link asks for three documents; on a throttled phone they arrive, one after a dropped connection', async ({
  page,
  request,
  browser,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(120_000);
  const created = await openNewApplication(page, request, { dob: DOB });
  const url = await requestDocuments(page, ['Job Letter 1', 'Visa', 'Work Permit']);
  await expect(page.getByRole('cell', { name: S.open, exact: true })).toBeVisible();

  // The phone reaches the server through a relay that can cut its connections mid-file.
  const relay = await startDroppingProxy(E2E.port);
  const phone = await openOnPhone(browser, url.replace(E2E.baseUrl, relay.url));
  await expect(
    phone.getByRole('heading', { name: L.page.greeting(`${created.givenN} ${created.surname}`) }),
  ).toBeVisible();
  // Nothing of the page is wider than the phone.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const label of ['Job Letter 1', 'Visa', 'Work Permit'])
    await expect(phone.getByLabel(label)).toHaveAttribute('capture', 'environment');

  // Chromium's throttling gives the latency and the slow downloads; the relay paces the uploads.
  const cdp = await phone.context().newCDPSession(phone);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', WEAK_NETWORK);
  consoleErrors.allow(/ERR_CONNECTION|ERR_EMPTY_RESPONSE|ERR_FAILED/);

  const photo = testInfo.outputPath('letter.jpg');
  const bytes = await noisePhoto(600, 450);
  await writeFile(photo, bytes);
  const puts: string[] = [];
  phone.on('request', (sent) => {
    if (sent.method() === 'PUT') puts.push(new URL(sent.url()).pathname);
  });
  // Half-way through the file, the connection drops: the page says it is trying again, and
  // carries on by itself.
  const dropped = relay.dropNextUploadAfter(Math.round(bytes.length / 2));
  await phone.getByLabel('Job Letter 1').setInputFiles(photo);
  await expect(phone.getByRole('progressbar', { name: 'Job Letter 1' })).toBeVisible();
  await expect(phone.getByText(L.page.resuming)).toBeVisible({ timeout: 30_000 });
  await dropped;
  await phone.getByLabel('Visa').setInputFiles(fixture('visa.png'));
  await phone.getByLabel('Work Permit').setInputFiles(fixture('work-permit.jpg'));
  await expect(phone.getByText(L.page.received)).toHaveCount(3, { timeout: 60_000 });
  await expect(phone.getByText(L.page.allReceived)).toBeVisible();

  // Staff see them, and the history says who sent them.
  await page.reload();
  for (const label of ['Job Letter 1', 'Visa', 'Work Permit'])
    await expect(uploadedDocument(page, label)).toBeVisible();
  await expect(page.getByText(L.byApplicant).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: S.completed })).toBeVisible();

  // The completed link says so plainly.
  const again = await openOnPhone(browser, url);
  await expect(again.getByRole('alert')).toHaveText(M.completed);
  expect(puts.filter((path) => path === UPLOAD_API.file('file1'))).toHaveLength(2);
  await phone.context().close();
  await again.context().close();
  await relay.close();
});

test('a link staff closed says so plainly', async ({ page, request, browser, consoleErrors }) => {
  await openNewApplication(page, request, { dob: DOB });
  const url = await requestDocuments(page, ['LMIA 1']);
  await page.getByRole('button', { name: L.staff.revoke }).click();
  await expect(page.getByRole('cell', { name: S.revoked })).toBeVisible();
  consoleErrors.allow(/status of 409/);
  const phone = await openOnPhone(browser, url);
  await expect(phone.getByRole('alert')).toHaveText(M.revoked);
  await expect(phone.getByLabel(L.page.birthDate)).toHaveCount(0);
  await phone.context().close();
});

test('the link page refuses guessed tokens, a slot not asked for, a hostile file and a closed link; nothing is stored', async ({
  request,
}) => {
  const token = await apiToken(request);
  const staff = { authorization: `Bearer ${token}` };
  const created = await (
    await request.post(`${E2E.baseUrl}${APPLICATION_API.create}`, {
      headers: staff,
      multipart: {
        ...applicant({ dob: DOB }),
        image: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await noisePhoto(200, 200) },
      },
    })
  ).json();
  const link = await (
    await request.post(`${E2E.baseUrl}${APPLICATION_API.createUploadLink(created._id)}`, {
      headers: staff,
      data: { slots: ['file2'] },
    })
  ).json();
  const linkToken = String(link.url).split('#')[1] as string;
  const put = (slot: string, value: string, buffer: Buffer, dob = DOB) =>
    request.put(`${E2E.baseUrl}${UPLOAD_API.file(slot)}`, {
      headers: { [UPLOAD_LINK.tokenHeader]: value, [UPLOAD_LINK.birthDateHeader]: dob },
      multipart: { file: { name: 'x.jpg', mimeType: 'image/jpeg', buffer } },
    });
  const photo = await noisePhoto(300, 200);
  for (let i = 0; i < 20; i++) {
    const guess = randomBytes(32).toString('base64url');
    const opened = await request.post(`${E2E.baseUrl}${UPLOAD_API.open}`, {
      data: { token: guess, dob: DOB },
    });
    expect(opened.status()).toBe(404);
    expect((await put('file2', guess, photo)).status()).toBe(404);
  }
  expect((await put('file3', linkToken, photo)).status()).toBe(403);
  const hostile = Buffer.from('<html><script>alert(1)</script></html>');
  expect((await put('file2', linkToken, hostile)).status()).toBe(415);
  expect((await put('file2', linkToken, photo, '2000-01-01')).status()).toBe(400);
  let stored = await fetchApplication(request, created._id);
  expect([stored.file2, stored.file3]).toEqual([null, null]);
  // Closed: its one slot arrived; the link takes nothing more.
  expect((await put('file2', linkToken, photo)).status()).toBe(200);
  const reused = await put('file2', linkToken, photo);
  expect(reused.status()).toBe(409);
  expect((await reused.json()).message).toBe(M.completed);
  stored = await fetchApplication(request, created._id);
  expect(stored.file3).toBeNull();
});
