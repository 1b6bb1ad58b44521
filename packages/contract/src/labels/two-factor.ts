/**
 * Two-step sign-in's screens: the login page's second step and required set-up, the Profile's
 * card, the users list's reset, Settings > Security. Outside LABELS, so the login chunk takes only these.
 */
export const TWO_FACTOR_LABELS = {
  secondStep: {
    title: 'Two-step sign-in',
    codeIntro: 'Enter the 6-digit code your authenticator app shows for this account.',
    code: 'Code',
    recoveryIntro: 'Enter one of the recovery codes you saved when you set up two-step sign-in.',
    recoveryCode: 'Recovery code',
    useRecovery: 'Use a recovery code instead',
    useCode: 'Use the code from your app instead',
    submit: 'Verify',
    submitting: 'Verifying...',
    startOver: 'Sign in again',
  },
  enrol: {
    title: 'Set up two-step sign-in',
    requiredIntro: 'Your office requires a second step at sign-in. Set it up now to continue.',
    scan: 'Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator, 1Password or Aegis).',
    qrAlt: 'QR code for your authenticator app',
    keyIntro: 'Or type this key into the app:',
    firstCode: 'Code from the app',
    confirm: 'Turn on',
    confirming: 'Turning on...',
    codesTitle: 'Your recovery codes',
    codesIntro:
      'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.',
    copy: 'Copy',
    copied: 'Copied',
    download: 'Download',
    continue: 'Continue',
    cancel: 'Cancel',
    loading: 'Preparing your key...',
  },
  card: {
    title: 'Two-step sign-in',
    offIntro:
      'Ask for a code from your phone after your password, so a stolen password alone cannot open your account.',
    onSince: (date: string) => `On since ${date}.`,
    codesLeft: (n: number) => (n === 1 ? '1 recovery code left.' : `${n} recovery codes left.`),
    requiredNote: 'Your office requires two-step sign-in for your account.',
    enable: 'Set up two-step sign-in',
    cancel: 'Cancel',
    renew: 'New recovery codes',
    disable: 'Turn off',
    confirmIntro: 'Enter your password or a current code to continue.',
    password: 'Password',
    orCode: 'or code from the app',
    confirm: 'Confirm',
    loadError: 'Two-step sign-in could not be loaded.',
  },
  reset: {
    button: 'Reset second factor',
    confirm: (name: string) =>
      `Remove every second factor of ${name} (authenticator app, recovery codes and passkeys) and sign them out everywhere? They will be told by mail.`,
  },
  settings: {
    section: 'Security',
    secondFactorRequired: 'Require two-step sign-in',
    hint: 'A user who must have a second factor and has none is walked through setting one up at their next sign-in.',
    options: { none: 'For nobody', admins: 'For admins', everyone: 'For everyone' },
  },
  /** The recovery codes file's name. */
  codesFile: (siteName: string) => `${siteName} recovery codes.txt`,
} as const;
