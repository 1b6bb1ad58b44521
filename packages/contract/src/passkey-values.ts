/** Passkeys' paths and limits, plain for the public login page. */

export const PASSKEY_API = {
  /** GET: the signed-in user's passkeys. */
  list: '/api/users/passkeys',
  /** POST: the options for navigator.credentials.create(), its challenge kept by the server. */
  registrationOptions: '/api/users/passkeys/registrationOptions',
  /** POST {name, response}: the browser's answer, checked and stored. */
  register: '/api/users/passkeys/register',
  /** PUT {name} renames, DELETE removes: one's own passkeys only (the id is base64url, safe in a path). */
  one: (id: string) => `/api/users/passkeys/${id}`,
  /** POST {} (or {ticket} at the second step): the options for navigator.credentials.get(). */
  loginOptions: '/api/users/login/passkeyOptions',
  /** POST {response, ticket?}: the signed answer; a session like the password sign-in's. */
  login: '/api/users/login/passkey',
} as const;

/** A name is for telling one's own devices apart ("Work laptop"); a user keeps a handful at most. */
export const PASSKEY_LIMITS = { nameMax: 64, perUser: 20 } as const;

/** The words of the Profile's "Passkeys" card and of the sign-in page's passkey buttons. */
export const PASSKEY_LABELS = {
  title: 'Passkeys',
  hint: 'Sign in with your fingerprint, face or device PIN instead of a password. A passkey also counts as the second step after your password.',
  add: 'Add a passkey',
  adding: 'Adding...',
  name: 'Passkey name',
  nameHint: 'So you can tell your devices apart, such as “Work laptop”.',
  save: 'Save',
  cancel: 'Cancel',
  rename: 'Rename',
  remove: 'Remove',
  removing: 'Removing...',
  removeTitle: 'Remove this passkey?',
  none: 'No passkeys yet.',
  created: 'Added',
  lastUsed: 'Last used',
  neverUsed: 'Not used yet',
  synced: 'Synced',
  syncedHint: 'Kept by your platform on your other devices too.',
  signIn: 'Sign in with a passkey',
  secondStep: 'Use a passkey',
  /** A required set-up: a passkey instead of an authenticator app. */
  enrol: 'Set up a passkey instead',
  enrolHint: 'No authenticator app? Use this device’s fingerprint, face or PIN, or a security key.',
  /** The name a passkey added at a required set-up gets; renamed on the Profile. */
  enrolName: 'Added at sign-in',
  waiting: 'Waiting for your passkey...',
  or: 'or',
} as const;
