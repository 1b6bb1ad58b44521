import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { text } from './text.ts';

/** How a sign-in was completed: the password alone, with a code or recovery code, or a passkey. */
export const SIGN_IN_METHODS = ['password', 'totp', 'recovery', 'passkey'] as const;
export type SignInMethodName = (typeof SIGN_IN_METHODS)[number];

/**
 * One of the signed-in user's live sessions, as the Profile lists it (GET /api/users/sessions):
 * browser and system read from the user agent, never the user agent itself.
 */
export const UserSessionSchema = z.object({
  _id: z.string(),
  /** "Firefox 133", or null when the user agent names no browser the server knows. */
  browser: z.string().nullable(),
  /** "Windows 10", "macOS 14.5", or null. */
  system: z.string().nullable(),
  address: z.string().nullable(),
  method: z.enum(SIGN_IN_METHODS),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request is made in. */
  isCurrent: z.boolean(),
});
export type UserSession = z.infer<typeof UserSessionSchema>;

/** Newest sign-in first. */
export const UserSessionListSchema = z.array(UserSessionSchema);
export type UserSessionList = z.infer<typeof UserSessionListSchema>;

/** DELETE /api/users/sessions/:id: any text of a session id's length; one not the user's is 404. */
export const UserSessionParamsSchema = z.object({
  id: text(MESSAGES.common.invalidId).max(64, { error: MESSAGES.common.invalidId }),
});
