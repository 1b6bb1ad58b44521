/*
 * The one-time code before documents: its limits and the masked address it is
 * sent to. Zod-free (plain.ts): the public enquiry pages read the limits to say them.
 */

/** Limits of the one-time code; the server enforces them, the enquiry page says them. */
export const DOCUMENT_CODE = {
  digits: 6,
  /** A code is accepted (and its mail sent) for this long after it is requested. */
  ttlMs: 10 * 60_000,
  /** Wrong or right, the sixth try of one code is refused: a new code is needed. */
  maxAttempts: 5,
  /** Codes mailed to one application per window (each new one replaces the last). */
  perApplication: { max: 3, windowMs: 60 * 60_000 },
  /** Codes requested from one client address per window (whatever the application). */
  perAddress: { max: 10, windowMs: 60 * 60_000 },
  /** Codes tried from one client address per window: two codes' worth of tries a few times over. */
  triesPerAddress: { max: 30, windowMs: 60 * 60_000 },
  /** How long an accepted code opens the documents (the grant), and a matching enquiry may ask for one. */
  grantTtlMs: 30 * 60_000,
  /** The request header that carries the grant to the documents' route. */
  grantHeader: 'x-document-grant',
} as const;

/**
 * An e-mail address as the enquiry shows it before a code is sent there: the first character of
 * the local part, then `***`, and the domain whole (`m***@example.com`), so the applicant knows
 * which mailbox to open without the page giving the address to whoever has their passport.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const first = [...email.slice(0, at)][0] ?? '';
  return `${first}***${email.slice(at)}`;
}
