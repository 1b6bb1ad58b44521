import { createClaimSeal } from '../../lib/signed-claims.ts';

/**
 * What a pass lets its holder do with one application's documents: a `ticket`, from
 * a matching enquiry, asks for a one-time code; a `grant`, from an accepted code, fetches the photo
 * and documents.
 */
export type PassKind = 'ticket' | 'grant';
const KINDS: PassKind[] = ['ticket', 'grant'];

// kind (1 byte) | application id (12) | expiry, ms since 1970 (6) | MAC (16): 35 bytes, 47 characters.
const ID_BYTES = 12;
const CLAIM_BYTES = 1 + ID_BYTES + 6;
const MAC_BYTES = 16;

/**
 * Short-lived signed passes: no row to write or read, so any node checks one; the kind is signed
 * in, so a ticket never opens documents, and the application id, so a grant opens only its own.
 */
export function createDocumentPasses(secret: Uint8Array) {
  const passes = createClaimSeal(secret, 'document-passes', CLAIM_BYTES, MAC_BYTES);

  return {
    sign(kind: PassKind, applicationId: string, expiresAt: Date): string {
      const claim = Buffer.alloc(CLAIM_BYTES);
      claim.writeUInt8(KINDS.indexOf(kind), 0);
      claim.write(applicationId, 1, 'hex');
      claim.writeUIntBE(expiresAt.getTime(), 1 + ID_BYTES, 6);
      return passes.seal(claim);
    },

    /** The application a valid, unexpired pass of this kind names; undefined for anything else. */
    read(kind: PassKind, pass: string | undefined, now = Date.now()): string | undefined {
      const claim = passes.open(pass);
      if (!claim) return undefined;
      if (KINDS[claim.readUInt8(0)] !== kind) return undefined;
      if (claim.readUIntBE(1 + ID_BYTES, 6) <= now) return undefined;
      return claim.subarray(1, 1 + ID_BYTES).toString('hex');
    },
  };
}
export type DocumentPasses = ReturnType<typeof createDocumentPasses>;
