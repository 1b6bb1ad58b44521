import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from '@visadesk/test-harness';

const DIST = path.resolve(import.meta.dirname, '../apps/web/dist');
export const PUBLIC_ROUTES = ['/', '/enquiry', '/login'];

/**
 * Loads each public route in Chromium and adds up the gzip size of its HTML (which carries the
 * prerendered pages' critical CSS) and of the JS and CSS it fetched.
 */
export async function measurePublicAssets() {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    console.log('(web app not built: run npm run build to measure public assets)');
    return [];
  }
  const server = await startServer({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'visadesk-assets-')),
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const out = [];
  try {
    for (const route of PUBLIC_ROUTES) {
      const page = await browser.newPage();
      const files = new Set<string>();
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        // Prefetches (/enquiry's of what /view-one runs) are for the next page, fetched at idle.
        if (request.headers()['sec-purpose']?.includes('prefetch')) return;
        if (/\.(js|css)$/.test(pathname)) files.add(pathname);
      });
      const response = await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
      const htmlBytes = response ? gzipSync(await response.body()).length : 0;
      let jsBytes = 0;
      let cssBytes = 0;
      for (const file of files) {
        const size = gzipSync(readFileSync(path.join(DIST, file))).length;
        if (file.endsWith('.js')) jsBytes += size;
        else cssBytes += size;
      }
      out.push({ route, htmlBytes, jsBytes, cssBytes, files: [...files] });
      await page.close();
    }
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
    await server.exited;
  }
  return out;
}
