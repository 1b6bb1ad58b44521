import { MESSAGES, type SecondStepMethod, type TwoFactorSetup, type User } from '@visadesk/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings, users } from '../../db/schema.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { BodySeal } from '../../mail/sealed-bodies.ts';
import { endUserTickets, issueTicket } from '../sign-in-tickets.ts';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import * as repo from './second-factors.repository.ts';
import { matchingStep, newTotpSecret, totpAddress } from './totp.ts';

const M = MESSAGES.twoFactor;

/**
 * What follows a right password: a password of the user's own (an admin chose this one), a
 * second step, a required enrolment, or (null) the session.
 */
export type PasswordStep =
  | { passwordChangeRequired: true; ticket: string }
  | { twoFactorRequired: true; ticket: string; methods: SecondStepMethod[] }
  | { enrolmentRequired: true; ticket: string };

/** Whether the office's Settings > Security requires a second factor of this user. */
async function isRequiredOf(db: Db, user: Pick<User, 'role'>): Promise<boolean> {
  const [row] = await db.select({ required: settings.secondFactorRequired }).from(settings);
  const required = row?.required ?? 'none';
  return required === 'everyone' || (required === 'admins' && user.role === 'admin');
}

/**
 * After a right password: the ticket of the step that must come next, or null for a session. A
 * password an admin chose is replaced first (such a user has no second factor yet: they have never
 * signed in); the steps after it then follow from the new password's ticket.
 */
async function afterPassword(db: Db, user: User): Promise<PasswordStep | null> {
  const [account] = await db
    .select({ mustChange: users.mustChangePassword })
    .from(users)
    .where(eq(users.id, user._id));
  if (account?.mustChange)
    return {
      passwordChangeRequired: true,
      // Longer than a code's five minutes: choosing a password takes a while.
      ticket: await issueTicket(db, { kind: 'password-change', userId: user._id, ttlMs: 15 * 60_000 }),
    };
  const factors = await repo.secondFactorsOf(db, user._id);
  const methods: SecondStepMethod[] = [];
  if (factors.totpEnabledAt) methods.push('totp');
  if (factors.passkeys > 0) methods.push('passkey');
  if (methods.length > 0) {
    if (factors.recoveryCodesLeft > 0) methods.push('recovery');
    const ticket = await issueTicket(db, { kind: 'sign-in', userId: user._id });
    return { twoFactorRequired: true, ticket, methods };
  }
  if (!(await isRequiredOf(db, user))) return null;
  return { enrolmentRequired: true, ticket: await issueTicket(db, { kind: 'enrol', userId: user._id }) };
}

/**
 * The second factors of staff accounts: a time-based one-time code (its secret sealed under the
 * server's secret, so a copy of the database alone cannot make codes), recovery codes, and what a
 * sign-in asks after the password. Passkeys are counted here as a second factor; their ceremony
 * is in auth/passkeys.
 */
export function createTwoFactor(db: Db, seal: BodySeal) {
  /** The confirmed secret of a user's factor, or undefined. */
  async function enabledSecret(userId: string): Promise<string | undefined> {
    const factor = await repo.findTotpFactor(db, userId);
    return factor?.enabledAt ? seal.open(factor.secretSealed) : undefined;
  }

  async function newRecoveryCodesFor(userId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await repo.replaceRecoveryCodes(db, userId, codes.map(hashRecoveryCode));
    return codes;
  }

  return {
    afterPassword: (user: User) => afterPassword(db, user),

    /** The Profile's card: what the user has, and whether the office requires it. */
    async status(user: User) {
      const [factors, required] = await Promise.all([
        repo.secondFactorsOf(db, user._id),
        isRequiredOf(db, user),
      ]);
      return { ...factors, totpEnabledAt: factors.totpEnabledAt?.toISOString() ?? null, required };
    },

    /** A new key waiting for its first code; refused while a confirmed one exists. */
    async setup(user: User, issuer: string): Promise<TwoFactorSetup> {
      const secret = newTotpSecret();
      if (!(await repo.saveTotpSecret(db, user._id, seal.seal(secret)))) throw badRequest(M.alreadyEnabled);
      return { secret, otpauthUrl: totpAddress(secret, issuer, user.email) };
    },

    /** The first code turns the waiting key on; answers the new recovery codes. */
    async enable(userId: string, code: string): Promise<string[]> {
      const factor = await repo.findTotpFactor(db, userId);
      if (factor?.enabledAt) throw badRequest(M.alreadyEnabled);
      const secret = factor && seal.open(factor.secretSealed);
      if (!secret) throw badRequest(M.notSetUp);
      const step = matchingStep(secret, code);
      if (step === null || !(await repo.acceptStep(db, userId, step, true)))
        throw badRequest(M.wrongCode, 'code');
      return newRecoveryCodesFor(userId);
    },

    /** Whether `code` is the user's current code, taken now; a step already taken is refused (replay). */
    async checkCode(userId: string, code: string): Promise<boolean> {
      const secret = await enabledSecret(userId);
      const step = secret === undefined ? null : matchingStep(secret, code);
      return step !== null && repo.acceptStep(db, userId, step);
    },

    /** Spends one of the user's recovery codes; false when it is not theirs or already used. */
    useRecoveryCode: (userId: string, code: string): Promise<boolean> =>
      repo.useRecoveryCode(db, userId, hashRecoveryCode(code)),

    /** Replaces the recovery codes of a user whose code factor is on. */
    async renewRecoveryCodes(userId: string): Promise<string[]> {
      if (!(await enabledSecret(userId))) throw badRequest(M.notEnabled);
      return newRecoveryCodesFor(userId);
    },

    /** Turns the code factor off, recovery codes with it (passkeys stay). */
    disable: (userId: string) => repo.deleteTotp(db, userId),

    /** An admin's reset: every second factor goes, passkeys too, and every pending ticket. */
    async reset(userId: string) {
      await repo.deleteAllSecondFactors(db, userId);
      await endUserTickets(db, userId);
    },
  };
}
export type TwoFactor = ReturnType<typeof createTwoFactor>;
