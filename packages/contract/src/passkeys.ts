import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { PASSKEY_MESSAGES as M } from './passkey-messages.ts';
import { PASSKEY_LIMITS } from './passkey-values.ts';
import { TWO_FACTOR_MESSAGES } from './second-factor-messages.ts';
import { text } from './text.ts';

/*
 * Passkeys (WebAuthn): the Profile registers, lists, renames and removes them; the
 * sign-in page signs in with one, without a password or as the second step after it.
 */

/** A credential id is at most 1023 bytes (WebAuthn), 1364 characters of base64url. */
const CREDENTIAL_ID_MAX = 1364;
/** An attestation object with a certificate chain stays well under this; more is not an answer. */
const ENCODED_MAX = 16_384;

const base64url = (max: number) =>
  text(M.responseInvalid)
    .min(1, { error: M.responseInvalid })
    .max(max, { error: M.responseInvalid })
    .regex(/^[A-Za-z0-9_-]*$/, { error: M.responseInvalid });
const credentialId = base64url(CREDENTIAL_ID_MAX);
const encoded = base64url(ENCODED_MAX);
const transports = z
  .array(text(M.responseInvalid).max(32, { error: M.responseInvalid }), { error: M.responseInvalid })
  .max(10, { error: M.responseInvalid });

/** A `PublicKeyCredential` as @simplewebauthn/browser encodes it, around its ceremony's `response`. */
const publicKeyCredential = <T extends z.ZodRawShape>(response: T) =>
  z.object(
    {
      id: credentialId,
      rawId: credentialId,
      type: z.literal('public-key', { error: M.responseInvalid }),
      response: z.object({ clientDataJSON: encoded, ...response }),
      authenticatorAttachment: z
        .enum(['platform', 'cross-platform'], { error: M.responseInvalid })
        .optional(),
    },
    { error: M.responseInvalid },
  );

/**
 * The credential of navigator.credentials.create(). Its clientExtensionResults are dropped: no
 * extension is asked for that the server reads.
 */
export const RegistrationResponseSchema = publicKeyCredential({
  attestationObject: encoded,
  authenticatorData: encoded.optional(),
  publicKey: encoded.optional(),
  publicKeyAlgorithm: z.number().int().optional(),
  transports: transports.optional(),
});

/** The credential of navigator.credentials.get(). */
export const AuthenticationResponseSchema = publicKeyCredential({
  authenticatorData: encoded,
  signature: encoded,
  userHandle: base64url(CREDENTIAL_ID_MAX).optional(),
});

const passkeyName = text(M.nameInvalid)
  .trim()
  .min(1, { error: M.nameInvalid })
  .max(PASSKEY_LIMITS.nameMax, { error: M.nameInvalid });

/** PUT passkeys/:id. */
export const PasskeyNameSchema = z.strictObject({ name: passkeyName });
export type PasskeyNameInput = z.input<typeof PasskeyNameSchema>;

/** A required set-up's enrolment ticket (the password step's answer), in place of a session. */
const enrolTicket = text(TWO_FACTOR_MESSAGES.enrolmentEnded)
  .trim()
  .min(1, { error: TWO_FACTOR_MESSAGES.enrolmentEnded })
  .max(100, { error: TWO_FACTOR_MESSAGES.enrolmentEnded });

/** POST passkeys/registrationOptions: signed in (no body), or a required set-up's ticket. */
export const PasskeyRegistrationOptionsBodySchema = z
  .strictObject({ ticket: enrolTicket.optional() })
  .nullish();

/** POST passkeys/register: the name the user gave and the browser's answer (and a set-up's ticket). */
export const PasskeyRegisterSchema = z.strictObject({
  name: passkeyName,
  response: RegistrationResponseSchema,
  ticket: enrolTicket.optional(),
});

/** A passkey's id in the path: the credential id. */
export const PasskeyParamsSchema = z.strictObject({
  id: text(MESSAGES.common.invalidId).regex(/^[A-Za-z0-9_-]{1,1364}$/, { error: MESSAGES.common.invalidId }),
});

/** A sign-in ticket is 43 characters (32 bytes, base64url). */
const ticket = text(M.challengeEnded).trim().min(1, { error: M.challengeEnded }).max(100, {
  error: M.challengeEnded,
});

/** POST login/passkeyOptions: nothing (sign in without a password) or the password step's ticket. */
export const PasskeyLoginOptionsBodySchema = z.strictObject({ ticket: ticket.optional() }).optional();

/** POST login/passkey: the signed answer, and the ticket when it is the second step. */
export const PasskeyLoginSchema = z.strictObject({
  response: AuthenticationResponseSchema,
  ticket: ticket.optional(),
});

/** One passkey as its owner sees it on the Profile. */
export const PasskeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Synced to the user's other devices by their platform (a multi-device credential). */
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof PasskeySchema>;
export const PasskeyListSchema = z.object({ passkeys: z.array(PasskeySchema) });
export type PasskeyList = z.infer<typeof PasskeyListSchema>;
/** A registered passkey; a required set-up's registration also opens the session it held back. */
export const PasskeyRegisteredSchema = PasskeySchema.extend({
  token: z.string().optional(),
  refreshToken: z.string().optional(),
});

const credentialDescriptor = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});
const authenticatorSelection = z.object({
  authenticatorAttachment: z.string().optional(),
  residentKey: z.string().optional(),
  requireResidentKey: z.boolean().optional(),
  userVerification: z.string().optional(),
});

/** PublicKeyCredentialCreationOptionsJSON: what navigator.credentials.create() is given. */
export const PasskeyRegistrationOptionsSchema = z.object({
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.string() })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: authenticatorSelection.optional(),
  hints: z.array(z.string()).optional(),
  attestation: z.string().optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});
export type PasskeyRegistrationOptions = z.infer<typeof PasskeyRegistrationOptionsSchema>;

/** PublicKeyCredentialRequestOptionsJSON: what navigator.credentials.get() is given. */
export const PasskeyLoginOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: z.string().optional(),
  hints: z.array(z.string()).optional(),
});
export type PasskeyLoginOptions = z.infer<typeof PasskeyLoginOptionsSchema>;
