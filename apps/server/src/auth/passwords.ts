import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';

// scrypt parameters: N=2^14, r=8, p=5, one of the equivalent minimums in OWASP's Password Storage
// Cheat Sheet, and of those the least CPU with a 16 MiB work area. Hashes made with other
// parameters (N=2^15, r=8, p=1) still verify and are replaced at the next sign-in.
// maxmem leaves room for those older 32 MiB hashes.
const PARAMS = { N: 1 << 14, r: 8, p: 5, maxmem: 64 * 1024 * 1024 } as const;
const KEY_LENGTH = 64;

/**
 * Hashes run at most one per core. libuv's four threads would otherwise run four at once on two
 * cores: no faster, but each holds its work area, so a burst of logins would cost four of them.
 */
const MAX_CONCURRENT = Math.max(1, Math.min(4, availableParallelism()));
let running = 0;
const waiting: (() => void)[] = [];

async function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await new Promise((resolve, reject) => {
      scrypt(
        password.normalize('NFKC'),
        salt,
        KEY_LENGTH,
        { ...params, maxmem: PARAMS.maxmem },
        (err, key) => (err ? reject(err) : resolve(key)),
      );
    });
  } finally {
    // The slot passes straight to the next waiter, or is freed.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** `scrypt$N$r$p$salt$hash`, so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Whether a stored hash was made with today's parameters; one that was not is re-made at sign-in. */
export function isCurrentHash(stored: string): boolean {
  return stored.startsWith(['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, ''].join('$'));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;
/** A hash of a random password, checked when the e-mail is unknown so response timing tells nothing. */
export const getDummyHash = (): Promise<string> => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
};

/** A strong generated password for the first admin. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
