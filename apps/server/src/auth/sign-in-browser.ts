import { randomBytes } from 'node:crypto';
import type { User } from '@visadesk/contract';
import { recordAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import type { NewBrowserMail } from './new-browser-mail.ts';
import { browserHashOf, noteBrowser, type SignInClient } from './user-sessions.repository.ts';

/** The long-lived cookie that tells one browser from another (never a credential). */
export const BROWSER_COOKIE = 'vd_browser';
export const BROWSER_COOKIE_MAX_AGE_S = 365 * 86_400;

/** What a browser id looks like: 32 random bytes, base64url. Anything else counts as none. */
const BROWSER_ID = /^[A-Za-z0-9_-]{43}$/;

/**
 * At a completed sign-in from a browser (`client.browserId` not undefined): records the browser for
 * the user and, when the user had signed in before but never from it, queues the new-browser mail in
 * the same transaction and notes it in the audit log. Answers the browser id the answer's cookie carries: the one presented, or a
 * new one for a browser without (a valid) one. Undefined for a sign-in without a browser.
 */
export async function noteSignInBrowser(
  db: Db,
  mail: NewBrowserMail | undefined,
  sign: { user: User; client: SignInClient; at: Date },
): Promise<string | undefined> {
  const { user, client, at } = sign;
  if (client.browserId === undefined) return undefined;
  const browserId =
    client.browserId && BROWSER_ID.test(client.browserId)
      ? client.browserId
      : randomBytes(32).toString('base64url');
  const notice = await mail?.compose(user, client, at);
  const isNew = await db.transaction(async (tx) => {
    const seen = await noteBrowser(tx, user._id, browserHashOf(browserId), at);
    if (seen === 'new' && mail && notice) await mail.queue(tx, notice);
    return seen === 'new';
  });
  if (isNew) {
    mail?.wake();
    const { address, userAgent } = client;
    await recordAudit(db, { action: 'sign-in.new-browser', actor: user, client: { address, userAgent } });
  }
  return browserId;
}
