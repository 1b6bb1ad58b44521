import { APPLICATION_STATUSES, type ApplicationStatus } from '@visadesk/contract';
import { createClaimSeal } from '../../lib/signed-claims.ts';

/** What a printout certifies: this application had this status, taken at this instant. */
export type PrintoutClaim = { id: string; status: ApplicationStatus; since: Date };
export type PrintoutTokens = ReturnType<typeof createPrintoutTokens>;

// id (12 bytes) | status (1) | since, ms since 1970 (6, good until the year 10889) | MAC (8):
// 27 bytes, 36 base64url characters, short enough to type from the paper.
const ID_BYTES = 12;
const CLAIM_BYTES = ID_BYTES + 1 + 6;
const MAC_BYTES = 8;

/**
 * Signed printout tokens. The MAC is HMAC-SHA-256 under a key derived from the
 * database's printout key (db/signing-keys.ts: it travels with a backup and outlives a change of
 * JWT_SECRET) with a label of its own, so it signs nothing else; cut to 64 bits, as a guess can only be checked online, one request
 * at a time behind the enquiry's rate limit. No expiry: a printout stays checkable, and says
 * "superseded" once the status moves on.
 */
export function createPrintoutTokens(secret: Uint8Array) {
  const tokens = createClaimSeal(secret, 'printout-verification', CLAIM_BYTES, MAC_BYTES);

  return {
    sign({ id, status, since }: PrintoutClaim): string {
      const claim = Buffer.alloc(CLAIM_BYTES);
      claim.write(id, 0, 'hex');
      claim.writeUInt8(APPLICATION_STATUSES.indexOf(status), ID_BYTES);
      claim.writeUIntBE(since.getTime(), ID_BYTES + 1, 6);
      return tokens.seal(claim);
    },

    /** The claim of a token this server signed; undefined for anything else, whatever it holds. */
    read(token: string): PrintoutClaim | undefined {
      const claim = tokens.open(token);
      if (!claim) return undefined;
      const status = APPLICATION_STATUSES[claim.readUInt8(ID_BYTES)];
      if (!status) return undefined;
      const id = claim.subarray(0, ID_BYTES).toString('hex');
      return { id, status, since: new Date(claim.readUIntBE(ID_BYTES + 1, 6)) };
    },
  };
}
