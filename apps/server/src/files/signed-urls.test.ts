import { describe, expect, it } from 'vitest';
import { createFileUrlSigner, SIGNATURES_KEPT } from './signed-urls.ts';

const KEY = 'a'.repeat(32);
const query = (url: string) =>
  Object.fromEntries(new URL(url, 'http://x').searchParams) as Record<string, string>;

describe('createFileUrlSigner', () => {
  const signer = createFileUrlSigner(new Uint8Array(32).fill(7), 3600);
  const now = Date.UTC(2026, 10, 22, 10, 0, 1);

  it('signs a file the same way within a quarter hour, and differently after', () => {
    const first = signer.sign(KEY, { now });
    expect(signer.sign(KEY, { now: now + 14 * 60_000 })).toBe(first);
    expect(signer.sign(KEY, { now: now + 16 * 60_000 })).not.toBe(first);
    expect(signer.sign(KEY, { now, view: 'x.file1' })).not.toBe(first);
  });

  it('answers the same signature whether it was computed or remembered, also after the memory fills', () => {
    const fresh = createFileUrlSigner(new Uint8Array(32).fill(7), 3600);
    const url = signer.sign(KEY, { now, view: 'y.file2' });
    expect(fresh.sign(KEY, { now, view: 'y.file2' })).toBe(url);
    for (let i = 0; i <= SIGNATURES_KEPT; i += 1) signer.sign(`${i}`.padStart(32, 'b'), { now });
    expect(signer.sign(KEY, { now, view: 'y.file2' })).toBe(url);
    expect(signer.verify(KEY, query(url), now)).toBe('ok');
  });

  it('refuses another key, a changed expiry and an expired URL', () => {
    const url = query(signer.sign(KEY, { now }));
    expect(signer.verify('c'.repeat(32), url, now)).toBe('invalid');
    expect(signer.verify(KEY, { ...url, exp: String(Number(url.exp) + 900) }, now)).toBe('invalid');
    expect(signer.verify(KEY, url, now + 3 * 3600_000)).toBe('expired');
  });
});
