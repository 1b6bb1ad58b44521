/*
 * The mails a staff account is sent about itself. Zod-free (plain.ts): the server writes them from
 * these words.
 */

/** What the new-browser mail says: who, when (in the office's time zone), from what and where. */
export type NewBrowserMailValues = {
  name: string;
  siteName: string;
  /** A completed sign-in's moment, as the office's clock reads it. */
  when: string;
  /** "Firefox 133 on Windows 10". */
  client: string;
  address: string | null;
  /** The Profile's address, where the sessions are listed and the password is changed. */
  profileUrl: string;
};

/** A sign-in's moment in words, in `timeZone`: "29 November 2026, 06:12 (Europe/London)". */
export const signInMomentIn = (timeZone: string, at: Date) =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(at)} (${timeZone})`;

/** The subject and plain text of the mail sent at a sign-in from a browser the user had not used. */
export function newBrowserMail(values: NewBrowserMailValues) {
  return {
    subject: `${values.siteName}: a sign-in from a new browser`,
    text: [
      `Hello ${values.name},`,
      '',
      `Your ${values.siteName} account was signed in to from a browser it had not been used from before.`,
      '',
      `When: ${values.when}`,
      `Browser: ${values.client}`,
      `Address: ${values.address ?? 'unknown'}`,
      '',
      'If this was you, there is nothing to do.',
      '',
      'If it was not you, someone knows your password: sign in, change your password on your',
      'Profile (which signs every other session out) and check Your sessions there:',
      values.profileUrl,
      'Then tell your administrator.',
    ].join('\n'),
  };
}
