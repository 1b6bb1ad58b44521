import { existsSync } from 'node:fs';

/** Debian's Chromium; Playwright's own browser download is not available here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

if (!existsSync(CHROMIUM_PATH)) {
  const line = `e2e: Chromium not found at ${CHROMIUM_PATH} - install it with: apt-get install -y chromium`;
  // A missing browser is never a silent pass: the run stops here with the fix.
  throw new Error(line);
}
