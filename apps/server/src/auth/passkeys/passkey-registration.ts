import {
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import { MESSAGES, PASSKEY_LIMITS, type User } from '@visadesk/contract';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict } from '../../lib/app-error.ts';
import { countPasskeys, insertPasskey, listPasskeys, type PasskeyRow } from './passkeys.repository.ts';
import type { RelyingParty } from './relying-party.ts';
import {
  CEREMONY_TIMEOUT_MS,
  challengeEnded,
  issueChallenge,
  spendSignedChallenge,
} from './webauthn-challenges.ts';

/** The browser's answer as the contract lets it through (no extension results are read). */
export type RegistrationAnswer = Omit<RegistrationResponseJSON, 'clientExtensionResults' | 'response'> & {
  response: Omit<RegistrationResponseJSON['response'], 'transports'> & { transports?: string[] };
};

const tooMany = () => new AppError('CONFLICT', MESSAGES.passkeys.tooMany);

/** The WebAuthn user handle: the user's id, so a passkey found by the browser names its owner. */
export const userHandleOf = (userId: string) => isoBase64URL.fromBuffer(isoUint8Array.fromUTF8String(userId));

/**
 * Options for navigator.credentials.create(): a discoverable credential (so it can
 * sign in without an e-mail), user verification preferred, the user's passkeys excluded.
 */
export async function registrationOptions(db: Db, party: RelyingParty, user: User) {
  const existing = await listPasskeys(db, user._id);
  if (existing.length >= PASSKEY_LIMITS.perUser) throw tooMany();
  const challenge = await issueChallenge(db, user._id, { purpose: 'register' });
  return generateRegistrationOptions({
    rpName: party.rpName,
    rpID: party.rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: isoUint8Array.fromUTF8String(user._id),
    challenge: isoBase64URL.toBuffer(challenge),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.id,
      transports: passkey.transports ?? undefined,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
}

/** Checks the browser's answer against the user's live challenge and stores the new passkey. */
export async function registerPasskey(
  db: Db,
  party: RelyingParty,
  user: User,
  { name, response }: { name: string; response: RegistrationAnswer },
): Promise<PasskeyRow> {
  const { challenge, ticket } = await spendSignedChallenge(db, response.response.clientDataJSON, {
    purpose: 'register',
  });
  if (ticket.userId !== user._id) throw challengeEnded();
  const verified = await verifyRegistrationResponse({
    response: { ...response, clientExtensionResults: {} } as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: party.origin,
    expectedRPID: party.rpID,
    requireUserVerification: false,
  }).catch(() => ({ verified: false as const }));
  if (!verified.verified) throw badRequest(MESSAGES.passkeys.responseInvalid);
  if ((await countPasskeys(db, user._id)) >= PASSKEY_LIMITS.perUser) throw tooMany();
  const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
  const row = {
    id: credential.id,
    userId: user._id,
    name,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? response.response.transports ?? [],
    deviceType: credentialDeviceType,
    backedUp: credentialBackedUp,
    createdAt: new Date(),
    lastUsedAt: null,
  };
  if (!(await insertPasskey(db, row))) throw conflict(MESSAGES.passkeys.alreadyRegistered);
  return row;
}
