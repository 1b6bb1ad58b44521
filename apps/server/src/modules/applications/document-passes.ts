import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * What a pass lets its holder do with one application's documents (decision 128): a `ticket`, from
 * a matching enquiry, asks for a one-time code; a `grant`, from an accepted code, fetches the photo
 * and documents.
 */
export type PassKind = 'ticket' | 'grant';
const KINDS: PassKind[] = ['ticket', 'grant'];

// kind (1 byte) | application id (12) | expiry, ms since 1970 (6) | MAC (16): 35 bytes, 47 characters.
const ID_BYTES = 12;
const CLAIM_BYTES = 1 + ID_BYTES + 6;
const MAC_BYTES = 16;
const PASS_PATTERN = /^[A-Za-z0-9_-]{47}$/;

/**
 * Short-lived signed passes: no row to write or read, so any node checks one; the kind is signed
 * in, so a ticket never opens documents, and the application id, so a grant opens only its own.
 */
export function createDocumentPasses(secret: Uint8Array) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'visadesk', 'document-passes', 32));
  const mac = (claim: Buffer) => createHmac('sha256', key).update(claim).digest().subarray(0, MAC_BYTES);

  return {
    sign(kind: PassKind, applicationId: string, expiresAt: Date): string {
      const claim = Buffer.alloc(CLAIM_BYTES);
      claim.writeUInt8(KINDS.indexOf(kind), 0);
      claim.write(applicationId, 1, 'hex');
      claim.writeUIntBE(expiresAt.getTime(), 1 + ID_BYTES, 6);
      return Buffer.concat([claim, mac(claim)]).toString('base64url');
    },

    /** The application a valid, unexpired pass of this kind names; undefined for anything else. */
    read(kind: PassKind, pass: string | undefined, now = Date.now()): string | undefined {
      if (!pass || !PASS_PATTERN.test(pass)) return undefined;
      const bytes = Buffer.from(pass, 'base64url');
      if (bytes.length !== CLAIM_BYTES + MAC_BYTES || bytes.toString('base64url') !== pass) return undefined;
      const claim = bytes.subarray(0, CLAIM_BYTES);
      if (!timingSafeEqual(bytes.subarray(CLAIM_BYTES), mac(claim))) return undefined;
      if (KINDS[claim.readUInt8(0)] !== kind) return undefined;
      if (claim.readUIntBE(1 + ID_BYTES, 6) <= now) return undefined;
      return claim.subarray(1, 1 + ID_BYTES).toString('hex');
    },
  };
}
export type DocumentPasses = ReturnType<typeof createDocumentPasses>;
