import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Fixed-size claims sealed with HMAC-SHA-256, cut to `macBytes`, under a key derived from `secret`
 * with a label of their own (so a key signs one kind of thing), written as base64url without
 * padding. The printout tokens and the document passes are two uses: no row to write or read, so
 * any node checks one.
 */
export function createClaimSeal(secret: Uint8Array, label: string, claimBytes: number, macBytes: number) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'visadesk', label, 32));
  const mac = (claim: Buffer) => createHmac('sha256', key).update(claim).digest().subarray(0, macBytes);
  const pattern = new RegExp(`^[A-Za-z0-9_-]{${Math.ceil(((claimBytes + macBytes) * 4) / 3)}}$`);
  return {
    seal(claim: Buffer): string {
      return Buffer.concat([claim, mac(claim)]).toString('base64url');
    },

    /** The claim of a text this seal made; undefined for anything else, whatever it holds. */
    open(text: string | undefined): Buffer | undefined {
      if (!text || !pattern.test(text)) return undefined;
      const bytes = Buffer.from(text, 'base64url');
      // Compared on the bytes, so the unused low bits of the last character cannot vary a valid text.
      if (bytes.length !== claimBytes + macBytes || bytes.toString('base64url') !== text) return undefined;
      const claim = bytes.subarray(0, claimBytes);
      return timingSafeEqual(bytes.subarray(claimBytes), mac(claim)) ? claim : undefined;
    },
  };
}
