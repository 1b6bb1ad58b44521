import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * What a seal keeps: outbox bodies that hold a secret, and the mail server's password
 * (mail/mail-server.ts) and users' one-time-code secrets (auth/second-factor), the same way under
 * a key of their own.
 */
export type SealPurpose = 'outbox-sealed-bodies' | 'mail-server-password' | 'totp-secret';

/**
 * Mail bodies that hold a secret (a one-time code) are kept in the outbox encrypted (AES-256-GCM)
 * under a key derived from the server's secret (JWT_SECRET, or DATA_DIR/secrets), which is not in
 * the database: a dump or a reader of the database sees no live code. Every node shares the
 * secret, so any node sends what another queued.
 */
export function createBodySeal(serverSecret: Uint8Array, purpose: SealPurpose = 'outbox-sealed-bodies') {
  // One key per purpose: a text sealed for one use cannot be opened as another's.
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'visadesk', purpose, 32));
  return {
    seal(text: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },

    /** The text `seal` made; undefined when it was sealed under another secret, or altered. */
    open(sealed: string): string | undefined {
      const bytes = Buffer.from(sealed, 'base64url');
      if (bytes.length < IV_BYTES + TAG_BYTES) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
export type BodySeal = ReturnType<typeof createBodySeal>;
