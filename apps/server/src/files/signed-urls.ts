import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { APPLICATION_API } from '@visadesk/contract';
import { keptResults } from '../lib/kept-results.ts';

export type FileUrlSigner = ReturnType<typeof createFileUrlSigner>;

/** Signatures kept for reuse; the whole set is dropped when it fills. */
export const SIGNATURES_KEPT = 10_000;

/**
 * Signed, expiring file URLs, so `<img src>` works without headers and a URL leaks nothing lasting.
 * `view` rides along (signed) when a public enquiry hands out the URL, so its views are logged.
 */
export function createFileUrlSigner(secret: Uint8Array, ttlSeconds: number) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'visadesk', 'file-urls', 32));
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  const payloadOf = (fileKey: string, exp: number, view?: string) => `${fileKey}|${exp}|${view ?? ''}`;
  // The expiry is rounded to the quarter hour, so a file signs the same way for 15 minutes; a list
  // page of applications with all their documents signs 140 URLs (0.7 ms of HMACs), and again on
  // every refetch. Each signature is computed once.
  const signature = keptResults(SIGNATURES_KEPT, mac);

  return {
    sign(fileKey: string, options: { view?: string; now?: number } = {}): string {
      // Expiry rounded up to the next quarter hour keeps URLs stable between refetches, so the
      // browser's cache still works.
      const now = Math.floor((options.now ?? Date.now()) / 1000);
      const exp = Math.ceil((now + ttlSeconds) / 900) * 900;
      // Built by hand (URLSearchParams cost more than the cached signature): exp is a number and
      // sig is base64url, so only the view needs encoding.
      const view = options.view ? `&v=${encodeURIComponent(options.view)}` : '';
      const sig = signature(payloadOf(fileKey, exp, options.view));
      return `${APPLICATION_API.file(fileKey)}?exp=${exp}${view}&sig=${sig}`;
    },

    /** 'ok', or why not: a tampered and an expired URL are both refused. */
    verify(
      fileKey: string,
      query: { exp?: string; sig?: string; v?: string },
      now = Date.now(),
    ): 'ok' | 'invalid' | 'expired' {
      const exp = Number(query.exp);
      if (!query.sig || !Number.isInteger(exp)) return 'invalid';
      const expected = Buffer.from(mac(payloadOf(fileKey, exp, query.v)));
      const given = Buffer.from(query.sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return exp * 1000 < now ? 'expired' : 'ok';
    },
  };
}
