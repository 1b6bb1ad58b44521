import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';

/** Chrome DevTools' "Fast 3G": 1.44 Mbit/s down, 675 kbit/s up, 562.5 ms of latency. */
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

export type SlowPhone = {
  context: BrowserContext;
  page: Page;
  /** Bytes received over the network (as sent: compressed) since the phone opened. */
  bytes(): number;
  close(): Promise<void>;
};

/**
 * A 390 px phone (density 3) on Fast 3G with its CPU slowed 4x, through the DevTools protocol, with
 * what it downloads counted. A new context: nothing cached.
 */
export async function openSlowPhone(browser: Browser, baseURL: string): Promise<SlowPhone> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  let received = 0;
  cdp.on('Network.loadingFinished', (event) => {
    received += event.encodedDataLength;
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page, bytes: () => received, close: () => context.close() };
}

/** Counts the bytes `page` receives over the network (as sent: compressed) from now on. */
export async function countBytes(page: Page): Promise<() => number> {
  const cdp = await page.context().newCDPSession(page);
  let received = 0;
  cdp.on('Network.loadingFinished', (event) => {
    received += event.encodedDataLength;
  });
  await cdp.send('Network.enable');
  return () => received;
}

/** Waits until every image inside the viewport (or in the whole page) has loaded. */
export async function imagesLoaded(page: Page, where: 'viewport' | 'page', timeout = 60_000) {
  await page.waitForFunction(
    (whole) =>
      [...document.images]
        .filter((image) => whole || image.getBoundingClientRect().top < window.innerHeight)
        .every((image) => image.complete && image.naturalWidth > 0),
    where === 'page',
    { timeout, polling: 100 },
  );
}

/** Scrolls to the foot of the page a screen at a time, as a reader does, so lazy images load. */
export async function scrollThrough(page: Page) {
  for (;;) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(50);
    if (atEnd) return;
  }
}

/** Counts the pages of a PDF Chromium printed. */
export const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
