import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { MESSAGES } from '@visadesk/contract';
import { badRequest } from '../lib/app-error.ts';

/**
 * The 100,000 passwords seen most often in breaches: the NCSC's PwnedPasswordsTop100k list, drawn
 * from Have I Been Pwned (Open Government Licence v3.0), shipped gzipped beside this
 * file (and beside the bundle: build.mjs copies it). Server-side only: the web shows the server's
 * message. Loaded once, at the first new password, into a Set of lower-case entries (about 5 MB of
 * heap, 65 ms; docs/performance.md): a password that is a breached one in other letter case is as
 * easily guessed, so the check ignores case.
 */
const LIST = path.resolve(import.meta.dirname, 'breached-passwords.txt.gz');

let breached: Promise<Set<string>> | undefined;

const canonical = (password: string) => password.normalize('NFKC').toLowerCase();

async function load(): Promise<Set<string>> {
  const lines = gunzipSync(await readFile(LIST))
    .toString('utf8')
    .split('\n');
  return new Set(lines.filter((line) => line !== '').map(canonical));
}

/** Whether `password` is among the breached passwords, in any letter case. */
export async function isBreachedPassword(password: string): Promise<boolean> {
  breached ??= load().catch((error: unknown) => {
    // A failed read is tried again at the next password, not remembered.
    breached = undefined;
    throw error;
  });
  return (await breached).has(canonical(password));
}

/** Refuses (400, at `field`) a new password that is among the breached ones. */
export async function refuseBreachedPassword(password: string, field = 'password'): Promise<void> {
  if (await isBreachedPassword(password)) throw badRequest(MESSAGES.users.passwordBreached, field);
}
