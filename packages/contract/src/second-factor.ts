import { z } from 'zod';
import { TWO_FACTOR_MESSAGES as M } from './second-factor-messages.ts';
import { text } from './text.ts';
import { LoginResponseSchema } from './users.ts';

/*
 * Two-step sign-in (DESIGN.md section 5): the password step's answers, the second step, the
 * one-time-code factor's enrolment and the recovery codes.
 */

/** The second steps a sign-in ticket offers; part of the password step's answer. */
export const SECOND_STEP_METHODS = ['totp', 'passkey', 'recovery'] as const;
export type SecondStepMethod = (typeof SECOND_STEP_METHODS)[number];

/** A ticket is 43 characters (32 bytes, base64url); anything much longer is not one. */
export const ticketField = (message: string) =>
  text(message).trim().min(1, { error: message }).max(100, { error: message });
const codeField = text(M.wrongCode, M.codeRequired)
  .trim()
  .min(1, { error: M.codeRequired })
  .max(20, { error: M.wrongCode });
const recoveryCodeField = text(M.wrongRecoveryCode, M.recoveryCodeRequired)
  .trim()
  .min(1, { error: M.recoveryCodeRequired })
  .max(40, { error: M.wrongRecoveryCode });

/** After the password, when a second factor is needed: no session yet, a ticket for the second step. */
export const TwoFactorRequiredSchema = z.object({
  twoFactorRequired: z.literal(true),
  ticket: z.string(),
  methods: z.array(z.enum(SECOND_STEP_METHODS)),
});
/** After the password, when the office requires a second factor the user has not set up. */
export const EnrolmentRequiredSchema = z.object({ enrolmentRequired: z.literal(true), ticket: z.string() });

/** After the password, when an admin chose it: the user chooses their own before anything else. */
export const PasswordChangeRequiredSchema = z.object({
  passwordChangeRequired: z.literal(true),
  ticket: z.string(),
});

/** POST login: a session, or the ticket for the step that must come first. */
export const LoginStepSchema = z.union([
  LoginResponseSchema,
  TwoFactorRequiredSchema,
  EnrolmentRequiredSchema,
  PasswordChangeRequiredSchema,
]);
export type LoginStep = z.infer<typeof LoginStepSchema>;

/** POST login/twoFactor: the ticket and either a code from the app or a recovery code. */
export const TwoFactorLoginSchema = z
  .strictObject({
    ticket: ticketField(M.ticketEnded),
    code: codeField.optional(),
    recoveryCode: recoveryCodeField.optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), { error: M.oneAnswer });
export type TwoFactorLoginInput = z.input<typeof TwoFactorLoginSchema>;

/** POST twoFactor/setup: signed in, or with the enrolment ticket of a required set-up. */
export const TwoFactorSetupBodySchema = z.strictObject({ ticket: ticketField(M.enrolmentEnded).optional() });
/** The new key, as text and as the address the QR code carries. */
export const TwoFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

/** POST twoFactor/enable: the first code confirms the key (with the enrolment ticket when required). */
export const TwoFactorEnableSchema = z.strictObject({
  code: codeField,
  ticket: ticketField(M.enrolmentEnded).optional(),
});
export type TwoFactorEnableInput = z.input<typeof TwoFactorEnableSchema>;

/** New recovery codes, shown once; a required enrolment's answer also opens the session. */
export const RecoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()),
  token: z.string().optional(),
  refreshToken: z.string().optional(),
});
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

/** Renewing recovery codes or turning the code off: a current code, or the password. */
export const ConfirmFactorSchema = z
  .strictObject({
    code: codeField.optional(),
    password: text(M.wrongPassword, M.confirmRequired).max(200, { error: M.wrongPassword }).optional(),
  })
  .refine((body) => body.code !== undefined || body.password !== undefined, { error: M.confirmRequired });
export type ConfirmFactorInput = z.input<typeof ConfirmFactorSchema>;

/** GET twoFactor: the signed-in user's second factors, for the Profile's card. */
export const TwoFactorStatusSchema = z.object({
  totpEnabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.number().int(),
  /** The office requires a second factor of this user (Settings > Security). */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;
