import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';

// scrypt parameters: N=2^17, r=8, p=1, OWASP's Password Storage Cheat Sheet minimum (decision
// 0199): a 128 MiB work area per hash. Hashes made with earlier parameters (N=2^14, r=8, p=5 and
// N=2^15, r=8, p=1) still verify and are replaced at the next sign-in. maxmem is the work area
// (128 * N * r bytes) and a little more, which also refuses a stored hash asking for more.
const PARAMS = { N: 1 << 17, r: 8, p: 1, maxmem: 129 * 1024 * 1024 } as const;
const KEY_LENGTH = 64;

/**
 * Hashes run at most two at a time (one per core on a smaller machine): each holds 128 MiB while
 * it runs, so a burst of sign-ins costs at most 256 MiB and queues, rather than libuv's four
 * threads holding 512 MiB for no faster answer on two cores (docs/performance.md).
 */
const MAX_CONCURRENT = Math.max(1, Math.min(2, availableParallelism()));
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
