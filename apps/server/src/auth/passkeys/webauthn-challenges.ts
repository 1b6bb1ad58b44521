import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import { MESSAGES } from '@visadesk/contract';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { consumeTicket, issueTicket, type Ticket } from '../sign-in-tickets.ts';

/**
 * WebAuthn challenges as one-time tickets (auth_tickets, kind 'webauthn'). The
 * challenge *is* the ticket's text: the browser signs it inside clientDataJSON, so the answer
 * names its own challenge and the server keeps only its hash. One use, a few minutes, bound to a
 * user (registration) or to a purpose (signing in, alone or as the second step of one ticket).
 */

/** What a challenge was issued for. `step` is the sign-in ticket's row id at a second step. */
export type ChallengePurpose = { purpose: 'register' } | { purpose: 'sign-in'; step?: string };

/** The browser's prompt waits this long; the challenge lives a minute more for the round trip. */
export const CEREMONY_TIMEOUT_MS = 120_000;
const CHALLENGE_TTL_MS = CEREMONY_TIMEOUT_MS + 60_000;

export const challengeEnded = () => new AppError('UNAUTHENTICATED', MESSAGES.passkeys.challengeEnded);

/** A new challenge for `purpose`, bound to `userId` when known; its text goes into the options. */
export function issueChallenge(db: Db, userId: string | null, purpose: ChallengePurpose): Promise<string> {
  return issueTicket(db, { kind: 'webauthn', userId, data: purpose, ttlMs: CHALLENGE_TTL_MS });
}

/** The challenge the browser signed, read from the answer's clientDataJSON (400 when unreadable). */
function signedChallenge(clientDataJSON: string): string {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    if (typeof challenge === 'string' && challenge.length > 0) return challenge;
  } catch {
    // Not base64url JSON: the same answer as a missing challenge.
  }
  throw badRequest(MESSAGES.passkeys.responseInvalid);
}

/**
 * Spends the challenge an answer signed (read from its clientDataJSON): a 401 unless it is live and
 * was issued for `purpose` (so a sign-in challenge cannot register a passkey, nor one step's
 * challenge serve another). Answers the challenge, to verify the answer against, and its ticket.
 */
export async function spendSignedChallenge(
  db: Db,
  clientDataJSON: string,
  purpose: ChallengePurpose,
): Promise<{ challenge: string; ticket: Ticket }> {
  const challenge = signedChallenge(clientDataJSON);
  const ticket = await consumeTicket(db, 'webauthn', challenge);
  const data = ticket?.data as Partial<{ purpose: string; step: string }> | null | undefined;
  const step = purpose.purpose === 'sign-in' ? purpose.step : undefined;
  if (!ticket || data?.purpose !== purpose.purpose || data.step !== step) throw challengeEnded();
  return { challenge, ticket };
}
