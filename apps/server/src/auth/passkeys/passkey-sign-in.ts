import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { MESSAGES } from '@visadesk/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { consumeTicket, readTicket } from '../sign-in-tickets.ts';
import { userHandleOf } from './passkey-registration.ts';
import { findSignInPasskey, listPasskeys, type PasskeyRow, recordPasskeyUse } from './passkeys.repository.ts';
import type { RelyingParty } from './relying-party.ts';
import {
  CEREMONY_TIMEOUT_MS,
  challengeEnded,
  issueChallenge,
  spendSignedChallenge,
} from './webauthn-challenges.ts';

/** The browser's answer as the contract lets it through (no extension results are read). */
export type AuthenticationAnswer = Omit<AuthenticationResponseJSON, 'clientExtensionResults'>;

/** Why a passkey was refused, for the audit log; the client is told only MESSAGES.passkeys.notAccepted. */
export class PasskeyRefused extends AppError {
  constructor(
    readonly why: 'unknown' | 'other-user' | 'signature' | 'counter' | 'replayed',
    readonly userId?: string,
  ) {
    super('UNAUTHENTICATED', MESSAGES.passkeys.notAccepted);
  }
}

/** The live sign-in ticket of a second step, or a 401 that says to sign in again. */
async function signInStep(db: Db, ticket: string) {
  const step = await readTicket(db, 'sign-in', ticket);
  if (!step?.userId) throw new AppError('UNAUTHENTICATED', MESSAGES.passkeys.challengeEnded);
  return { id: step.id, userId: step.userId };
}

/**
 * Options for navigator.credentials.get(). Alone, any passkey of this site may
 * answer and it must verify its user (it replaces the password and the second factor); as the
 * second step of `ticket`, only that user's passkeys, user verification preferred (the password
 * was the first factor).
 */
export async function signInOptions(db: Db, party: RelyingParty, ticket?: string) {
  const step = ticket === undefined ? undefined : await signInStep(db, ticket);
  const allowed = step ? await listPasskeys(db, step.userId) : [];
  const challenge = await issueChallenge(db, step?.userId ?? null, { purpose: 'sign-in', step: step?.id });
  return generateAuthenticationOptions({
    rpID: party.rpID,
    challenge: isoBase64URL.toBuffer(challenge),
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: step ? 'preferred' : 'required',
    allowCredentials: allowed.map((passkey) => ({
      id: passkey.id,
      transports: passkey.transports ?? undefined,
    })),
  });
}

/**
 * Checks a signed answer: its challenge live and issued for this step, the passkey registered to
 * an existing, enabled user (the ticket's user at a second step), the signature right and the
 * authenticator's counter moved forward. Answers the passkey used; the ticket is spent on success.
 */
export async function verifySignIn(
  db: Db,
  party: RelyingParty,
  { response, ticket }: { response: AuthenticationAnswer; ticket?: string },
): Promise<PasskeyRow> {
  const step = ticket === undefined ? undefined : await signInStep(db, ticket);
  const { challenge } = await spendSignedChallenge(db, response.response.clientDataJSON, {
    purpose: 'sign-in',
    step: step?.id,
  });
  const passkey = await findSignInPasskey(db, response.id);
  if (!passkey) throw new PasskeyRefused('unknown', step?.userId);
  if (step && passkey.userId !== step.userId) throw new PasskeyRefused('other-user', step.userId);
  const handle = response.response.userHandle;
  if (handle !== undefined && handle !== userHandleOf(passkey.userId))
    throw new PasskeyRefused('other-user', passkey.userId);
  const verified = await verifyAuthenticationResponse({
    response: { ...response, clientExtensionResults: {} },
    expectedChallenge: challenge,
    expectedOrigin: party.origin,
    expectedRPID: party.rpID,
    requireUserVerification: !step,
    credential: {
      id: passkey.id,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.counter,
    },
  }).catch((error: unknown) => {
    // The library throws for a counter that did not move forward (a cloned authenticator) too.
    throw new PasskeyRefused(/counter/i.test(String(error)) ? 'counter' : 'signature', passkey.userId);
  });
  if (!verified.verified) throw new PasskeyRefused('signature', passkey.userId);
  if (!(await recordPasskeyUse(db, passkey.id, passkey.counter, verified.authenticationInfo.newCounter)))
    throw new PasskeyRefused('replayed', passkey.userId);
  if (ticket !== undefined && !(await consumeTicket(db, 'sign-in', ticket))) throw challengeEnded();
  return passkey;
}
