import { PASSKEY_LIMITS } from './passkey-values.ts';

/**
 * What passkeys say: the Profile's "Passkeys" card and the sign-in with one (MESSAGES.passkeys).
 * Plain values, so the public login page reads them without zod.
 */
export const PASSKEY_MESSAGES = {
  nameInvalid: `Give the passkey a name of 1 to ${PASSKEY_LIMITS.nameMax} characters.`,
  tooMany: `You have ${PASSKEY_LIMITS.perUser} passkeys, the most allowed. Remove one first.`,
  responseInvalid: 'The passkey’s answer could not be read. Please try again.',
  /** The challenge was used, expired, or belongs to another step or user. */
  challengeEnded: 'This passkey request has expired or was already used. Please try again.',
  /** Unknown passkey, wrong signature, counter gone backwards, disabled user: one answer for all. */
  notAccepted: 'This passkey was not accepted. Use another passkey or sign in with your password.',
  notFound: 'Passkey not found.',
  alreadyRegistered: 'This passkey is already registered.',
  added: 'Passkey added.',
  renamed: 'Passkey renamed.',
  removed: 'Passkey removed.',
  /** The browser's prompt was closed, timed out, or refused (NotAllowedError). */
  cancelled: 'The passkey prompt was closed or timed out.',
  unsupported: 'This browser cannot use passkeys.',
  failed: 'Something went wrong with the passkey. Please try again.',
  confirmRemove: (name: string) => `Remove the passkey “${name}”? It will no longer sign you in.`,
} as const;
