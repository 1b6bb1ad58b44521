import { createHash, randomBytes } from 'node:crypto';
import { ROLES, type Role } from '@visadesk/contract';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'visadesk';
const AUDIENCE = 'visadesk-api';

/** `sessionId` names the refresh-token family the token was issued with (the `sid` claim). */
export type AccessClaims = { userId: string; role: Role; sessionId?: string };

/** Tokens already verified, kept until they expire: each request re-sends the same one. */
const MAX_VERIFIED = 10_000;

/**
 * Short-lived JWTs for `Authorization: Bearer`; the guard still checks the user exists.
 *
 * A verified token is remembered (by its exact text) with its expiry, so the signature is checked
 * once per token rather than once per request: that check through WebCrypto cost about 0.25 ms,
 * a tenth of a list request. Expiry is still checked on every use.
 */
export function createAccessTokens(secret: Uint8Array, ttlSeconds: number) {
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  return {
    sign: ({ userId, role, sessionId }: AccessClaims): Promise<string> =>
      new SignJWT(sessionId ? { role, sid: sessionId } : { role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(secret),

    /** Null for anything but a valid, unexpired token of ours. */
    verify: async (token: string): Promise<AccessClaims | null> => {
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAt) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
        });
        const role = payload.role as Role;
        if (typeof payload.sub !== 'string' || !ROLES.includes(role)) return null;
        const claims: AccessClaims = { userId: payload.sub, role };
        if (typeof payload.sid === 'string') claims.sessionId = payload.sid;
        if (verified.size >= MAX_VERIFIED) verified.clear();
        verified.set(token, { claims, expiresAt: (payload.exp as number) * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** Opaque refresh tokens: 256 random bits; only their SHA-256 is stored. */
export const newRefreshToken = (): string => randomBytes(32).toString('base64url');
export const hashRefreshToken = (token: string): string => createHash('sha256').update(token).digest('hex');
