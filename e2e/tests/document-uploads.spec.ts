import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { APPLICATION_API, DOCUMENT_SLOTS, LABELS, MESSAGES, TIMEOUTS } from '@visadesk/contract';
import sharp from 'sharp';
import { fetchApplication } from '../support/applications.ts';
import { expect, openNewApplication, test } from '../support/fixtures.ts';

const V = LABELS.applicationView;
const M = MESSAGES.applications;
/** 8 Mbit/s, in bytes per second. */
const LINK = 1_000_000;
const SLOTS = DOCUMENT_SLOTS.slice(0, 8);
const [FIRST, DROPPED] = [DOCUMENT_SLOTS[0], DOCUMENT_SLOTS[7]];

/** A scan-sized JPEG of noise (which does not compress): about 3 MB. */
function scan(): Promise<Buffer> {
  const [width, height] = [2000, 1800];
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

// Uploads that survive real files and real networks.
test('eight 3 MB documents over an 8 Mbit/s link: each on its own, with its progress; a dropped one is retried alone', async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(180_000);
  const bytes = await scan();
  expect(bytes.length).toBeGreaterThan(2.5 * 1024 * 1024);
  const files = await Promise.all(
    SLOTS.map(async (_slot, index) => {
      const file = testInfo.outputPath(`scan-${index + 1}.jpg`);
      await writeFile(file, bytes);
      return file;
    }),
  );
  const created = await openNewApplication(page, request);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: LINK,
    uploadThroughput: LINK,
  });

  // The last document's connection drops on its first try.
  const dropped = DROPPED;
  let drops = 0;
  consoleErrors.allow(/ERR_CONNECTION_RESET|ERR_FAILED/);
  await page.route(`**${APPLICATION_API.document(created._id, dropped.key)}`, (route) => {
    if (drops > 0) return route.continue();
    drops += 1;
    return route.abort('connectionreset');
  });

  for (const [index, { label }] of SLOTS.entries()) {
    await page.getByLabel(V.chooseDocument(label), { exact: true }).setInputFiles(files[index] as string);
  }
  const started = Date.now();
  let mostAtOnce = 0;
  await page.getByRole('button', { name: V.uploadDocuments(8) }).click();
  // Each document has its own progress bar while it travels, never more than two at a time.
  await expect(page.getByRole('progressbar', { name: V.documentProgress(FIRST.label) })).toBeVisible();
  const sample = setInterval(() => {
    void page
      .getByRole('progressbar')
      .count()
      .then((count) => {
        mostAtOnce = Math.max(mostAtOnce, count);
      })
      .catch(() => undefined);
  }, 250);
  const card = (label: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: label, exact: true }) });
  for (const { label } of SLOTS.slice(0, 7)) {
    await expect(card(label).getByRole('button', { name: V.viewDocument(label) })).toBeVisible({
      timeout: 120_000,
    });
  }
  clearInterval(sample);
  const seconds = (Date.now() - started) / 1000;
  testInfo.annotations.push({
    type: 'upload',
    description: `7 x ${bytes.length} bytes at 8 Mbit/s in ${seconds.toFixed(1)} s`,
  });
  // Longer than the spec's fixed 20 s for the whole batch, which would have failed all of it.
  expect(seconds).toBeGreaterThan(TIMEOUTS.applicationUpload / 1000);
  expect(mostAtOnce).toBeGreaterThan(0);
  expect(mostAtOnce).toBeLessThanOrEqual(2);

  // The dropped one says which file and why, and is the only one sent again.
  const failed = card(dropped.label);
  await expect(failed.getByText(M.documentNotUploaded('scan-8.jpg', M.uploadNoResponse))).toBeVisible();
  await expect(page.getByText(V.documentsNotUploaded(1, 8))).toBeVisible();
  const resent: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'PUT') resent.push(new URL(sent.url()).pathname);
  });
  await failed.getByRole('button', { name: V.retryDocument(dropped.label) }).click();
  await expect(failed.getByRole('button', { name: V.viewDocument(dropped.label) })).toBeVisible({
    timeout: 60_000,
  });
  expect(resent).toEqual([APPLICATION_API.document(created._id, dropped.key)]);

  const stored = await fetchApplication(request, created._id);
  expect(SLOTS.filter(({ key }) => stored[key] === null)).toEqual([]);
});
