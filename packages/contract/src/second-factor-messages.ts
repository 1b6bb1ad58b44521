/**
 * What the two-step sign-in, its enrolment and the Profile's "Two-step sign-in" card say (MESSAGES.twoFactor).
 * Plain values, so the public login page reads them without zod.
 */
/** Who must have a second factor (Settings > Security). */
export const SECOND_FACTOR_REQUIRED = ['none', 'admins', 'everyone'] as const;
export type SecondFactorRequired = (typeof SECOND_FACTOR_REQUIRED)[number];

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  wrongCode: 'That code is not right, or was already used. Enter the code your app shows now.',
  recoveryCodeRequired: 'Enter one of your recovery codes.',
  wrongRecoveryCode: 'That recovery code is not right, or was already used.',
  oneAnswer: 'Send either a code or a recovery code.',
  ticketEnded: 'This sign-in has expired or had too many wrong codes. Please sign in again.',
  enrolmentEnded: 'This set-up has expired or had too many wrong codes. Please sign in again.',
  alreadyEnabled: 'Two-step sign-in is already on. Turn it off first to use another app.',
  notSetUp: 'Start the set-up again: no key is waiting for its first code.',
  notEnabled: 'Two-step sign-in is not on.',
  confirmRequired: 'Enter your password or a code from your authenticator app.',
  wrongPassword: 'That password is not right.',
  enabled: 'Two-step sign-in is on.',
  disabled: 'Two-step sign-in is off.',
  required: 'Your office requires two-step sign-in. Set it up to continue.',
  reset: 'The second factors were removed and the user was signed out everywhere.',
  resetSelf: 'Turn off your own two-step sign-in on your Profile.',
  resetFailed: 'Could not reset the second factor. Please try again.',
  userNotFound: 'User not found.',
  failed: 'Something went wrong. Please try again.',
  invalidRequired: 'Choose who must use two-step sign-in.',
  codesCopyFailed: 'The codes could not be copied: select them and copy them by hand.',
  resetMailSubject: (siteName: string) => `${siteName}: your two-step sign-in was reset`,
  resetMailBody: (name: string, siteName: string) =>
    `Hello ${name},\n\nAn administrator of ${siteName} has removed your second factors (authenticator app, recovery codes and passkeys) and signed you out everywhere.\n\nSign in with your password and set up two-step sign-in again on your Profile. If you did not ask for this, tell your administrator at once.`,
} as const;
