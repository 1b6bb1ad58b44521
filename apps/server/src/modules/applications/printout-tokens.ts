import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@visadesk/contract';

/** What a printout certifies: this application had this status, taken at this instant. */
export type PrintoutClaim = { id: string; status: ApplicationStatus; since: Date };
export type PrintoutTokens = ReturnType<typeof createPrintoutTokens>;

// id (12 bytes) | status (1) | since, ms since 1970 (6, good until the year 10889) | MAC (8):
// 27 bytes, 36 base64url characters, short enough to type from the paper.
const ID_BYTES = 12;
const CLAIM_BYTES = ID_BYTES + 1 + 6;
const MAC_BYTES = 8;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{36}$/;

/**
 * Signed printout tokens (issue 14, item 5). The MAC is HMAC-SHA-256 under a key derived from the
 * database's printout key (db/signing-keys.ts: it travels with a backup and outlives a change of
 * JWT_SECRET) with a label of its own, so it signs nothing else; cut to 64 bits, as a guess can only be checked online, one request
 * at a time behind the enquiry's rate limit. No expiry: a printout stays checkable, and says
 * "superseded" once the status moves on.
 */
export function createPrintoutTokens(secret: Uint8Array) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'visadesk', 'printout-verification', 32));
  const mac = (claim: Buffer) => createHmac('sha256', key).update(claim).digest().subarray(0, MAC_BYTES);

  return {
    sign({ id, status, since }: PrintoutClaim): string {
      const claim = Buffer.alloc(CLAIM_BYTES);
      claim.write(id, 0, 'hex');
      claim.writeUInt8(APPLICATION_STATUSES.indexOf(status), ID_BYTES);
      claim.writeUIntBE(since.getTime(), ID_BYTES + 1, 6);
      return Buffer.concat([claim, mac(claim)]).toString('base64url');
    },

    /** The claim of a token this server signed; undefined for anything else, whatever it holds. */
    read(token: string): PrintoutClaim | undefined {
      if (!TOKEN_PATTERN.test(token)) return undefined;
      const bytes = Buffer.from(token, 'base64url');
      const claim = bytes.subarray(0, CLAIM_BYTES);
      // Compared on the bytes, so the unused low bits of the last character cannot vary a valid token.
      if (bytes.length !== CLAIM_BYTES + MAC_BYTES || bytes.toString('base64url') !== token) return undefined;
      if (!timingSafeEqual(bytes.subarray(CLAIM_BYTES), mac(claim))) return undefined;
      const status = APPLICATION_STATUSES[claim.readUInt8(ID_BYTES)];
      if (!status) return undefined;
      const id = claim.subarray(0, ID_BYTES).toString('hex');
      return { id, status, since: new Date(claim.readUIntBE(ID_BYTES + 1, 6)) };
    },
  };
}
