/** Passkeys' paths and limits (decision 0195), plain for the public login page. */

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
