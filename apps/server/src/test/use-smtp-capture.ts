import { type SmtpCapture, startSmtpCapture } from '@visadesk/test-harness';
import { afterAll } from 'vitest';
import { madeInBeforeAll, readLater } from './made-in-before-all.ts';

/**
 * A real SMTP server for a test file (or a describe block): started in beforeAll, closed in
 * afterAll. Called before useTestApp, it is started before an app whose env names its `url`, and
 * closed after it (Vitest runs after-hooks in the reverse order).
 */
export function useSmtpCapture(...args: Parameters<typeof startSmtpCapture>): SmtpCapture {
  const current = madeInBeforeAll('the SMTP server', () => startSmtpCapture(...args));
  afterAll(() => current().close());
  return readLater(current, ['port', 'url', 'received', 'attempts', 'answerAfter', 'answerNext', 'close']);
}
