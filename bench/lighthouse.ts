import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '@visadesk/test-harness';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const LIGHTHOUSE_ROUTES = ['/', '/enquiry'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Each route is measured this many times; the row is the run with the median performance score. */
const RUNS = 3;

export type LighthouseRow = { route: string; lcpMs: number; cls: number; runs: number[] } & Record<
  (typeof CATEGORIES)[number],
  number
>;

/**
 * Lighthouse (mobile preset, its default) on the public routes, three runs each, in Debian's Chromium, against the
 * production bundle on a fresh data directory with the demo content. `routes`: others than the
 * default's, such as a language's pages.
 */
export async function runLighthouse(
  serverBundle: string,
  routes: readonly string[] = LIGHTHOUSE_ROUTES,
): Promise<LighthouseRow[]> {
  const server = await startServer(
    { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'visadesk-lh-')), LOG_LEVEL: 'warn' },
    serverBundle,
  );
  // Let the demo sliders and pages appear, as a visitor would see the site.
  await new Promise((resolve) => setTimeout(resolve, 8000));
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const route of routes) {
      const runs: Omit<LighthouseRow, 'runs'>[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${server.url}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        // A run Lighthouse could not measure scores 0; say why rather than leave a bare 0.
        const failure = result?.lhr.runtimeError;
        if (failure) console.warn(`Lighthouse ${route}, run ${run + 1}: ${failure.code} ${failure.message}`);
        const categories = result?.lhr.categories ?? {};
        const audits = result?.lhr.audits ?? {};
        const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
        runs.push({
          route,
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best-practices': score('best-practices'),
          seo: score('seo'),
          lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
          cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
        });
      }
      const sorted = [...runs].sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs);
      const median = sorted[Math.floor(sorted.length / 2)] as (typeof runs)[number];
      rows.push({ ...median, runs: runs.map((run) => run.performance) });
    }
  } finally {
    await chrome.kill();
    server.child.kill('SIGTERM');
    await server.exited;
  }
  return rows;
}
