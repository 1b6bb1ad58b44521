/**
 * Who passkeys are made for: the public address (PUBLIC_URL) as the browser sees
 * it, never the request's Host, so a node behind a proxy or reached on an inner address still
 * names the site its users sign in to. rpID is the host name (a passkey works on the domain and
 * its subdomains); the origin must match the page exactly.
 */
export type RelyingParty = { rpID: string; rpName: string; origin: string };

export function relyingParty(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { rpID: url.hostname, rpName: url.hostname, origin: url.origin };
}
