import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX, NAME_MIN, PASSWORD_MAX, PASSWORD_MIN, ROLES } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { text } from './text.ts';

const M = MESSAGES.users;

/** A required text: trimmed, and blank counts as missing; `invalidMessage` for text that cannot be stored. */
const required = (message: string, invalidMessage = message) =>
  text(invalidMessage, message).trim().min(1, { error: message });

const emailField = (requiredMessage: string) =>
  required(requiredMessage, M.invalidEmail)
    .max(EMAIL_MAX, { error: M.invalidEmail })
    .pipe(z.email({ error: M.invalidEmail }))
    .transform((email) => email.toLowerCase());

const nameField = (requiredMessage: string) =>
  required(requiredMessage, M.nameLength)
    .min(NAME_MIN, { error: M.nameLength })
    .max(NAME_MAX, { error: M.nameLength });

/** A password a user is given or chooses: long enough, and storable text. */
export const newPassword = (requiredMessage: string) =>
  text(M.passwordInvalid, requiredMessage)
    .min(1, { error: requiredMessage })
    .min(PASSWORD_MIN, { error: M.passwordTooShort })
    .max(PASSWORD_MAX, { error: M.passwordTooShort });

export const RoleSchema = z.enum(ROLES, { error: M.invalidRole });

/** POST /api/users/login. Both fields required; anything else is the server's 401. */
export const LoginSchema = z.strictObject({
  email: required(MESSAGES.auth.fieldsRequired, MESSAGES.auth.invalidCredentials).max(EMAIL_MAX, {
    error: MESSAGES.auth.invalidCredentials,
  }),
  password: text(MESSAGES.auth.invalidCredentials, MESSAGES.auth.fieldsRequired)
    .min(1, { error: MESSAGES.auth.fieldsRequired })
    .max(PASSWORD_MAX, { error: MESSAGES.auth.invalidCredentials }),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const LoginResponseSchema = z.object({ token: z.string(), refreshToken: z.string() });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** A user as the API shows it: never the password hash. */
export const UserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  /** The record's version: an edit sends it back as If-Match; a stale one is refused. */
  updatedAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** A user as the admins' list shows them: also whether they are disabled and when they last signed in. */
export const UserListItemSchema = UserSchema.extend({
  disabledAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  /** Invited and not yet with a password of their own (the invitation's link may have expired). */
  invitedAt: z.string().nullable(),
  /** An admin chose the password: the user chooses their own at the next sign-in. */
  mustChangePassword: z.boolean(),
});
export type UserListItem = z.infer<typeof UserListItemSchema>;

export const UserListSchema = z.array(UserListItemSchema);

/** POST /api/users/add_user. The role defaults to the least privileged one. */
export const CreateUserSchema = z.strictObject({
  name: nameField(M.fieldsRequired),
  email: emailField(M.fieldsRequired),
  password: newPassword(M.fieldsRequired),
  role: RoleSchema.default('staff'),
});
export type CreateUserInput = z.input<typeof CreateUserSchema>;

/** PUT /api/users/update_user/:id. */
export const UpdateUserSchema = z.strictObject({
  name: nameField(M.fieldsRequired),
  email: emailField(M.fieldsRequired),
  role: RoleSchema.optional(),
});
export type UpdateUserInput = z.input<typeof UpdateUserSchema>;

export const UpdateUserResponseSchema = z.object({ message: z.string(), user: UserSchema });

/** A password field of the Profile: empty, or at most PASSWORD_MAX characters. */
const profilePassword = () =>
  text(M.passwordInvalid).max(PASSWORD_MAX, { error: M.passwordTooShort }).optional().default('');

/**
 * POST /api/users/profile: the signed-in user's own name, and a new password when `password` is
 * not empty; the e-mail is fixed. A new password asks for the current one (checked by the server)
 * and must be long enough; empty keeps the password as it is.
 */
export const ProfileSchema = z
  .strictObject({
    name: nameField(MESSAGES.profile.fieldsRequired),
    email: text(MESSAGES.profile.emailFixed)
      .trim()
      .max(EMAIL_MAX, { error: MESSAGES.profile.emailFixed })
      .toLowerCase()
      .optional(),
    currentPassword: profilePassword(),
    password: profilePassword().refine((password) => password === '' || password.length >= PASSWORD_MIN, {
      error: M.passwordTooShort,
    }),
    confirmPassword: profilePassword(),
  })
  .refine((input) => input.password === input.confirmPassword, {
    error: MESSAGES.profile.passwordsMismatch,
    path: ['confirmPassword'],
  })
  .refine((input) => input.password === '' || input.currentPassword !== '', {
    error: MESSAGES.profile.currentPasswordRequired,
    path: ['currentPassword'],
  });
export type ProfileInput = z.input<typeof ProfileSchema>;

export const ProfileResponseSchema = z.object({ message: z.string(), user: UserSchema });

/** GET /api/users/me: the session check. */
export const SessionSchema = z.object({ user: UserSchema });
export type Session = z.infer<typeof SessionSchema>;

/** Refresh and logout: the token comes from the cookie, or from the body for API clients. */
export const RefreshBodySchema = z
  .strictObject({
    refreshToken: text(MESSAGES.auth.refreshInvalid)
      .max(200, { error: MESSAGES.auth.refreshInvalid })
      .optional(),
  })
  .nullish();
