import { createHash, randomBytes } from 'node:crypto';
import { ROLES, type Role } from '@visadesk/contract';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'visadesk';
const AUDIENCE = 'visadesk-api';

export type AccessClaims = { userId: string; role: Role };

/** Short-lived JWTs for `Authorization: Bearer`; the guard still checks the user exists. */
export function createAccessTokens(secret: Uint8Array, ttlSeconds: number) {
  return {
    sign: ({ userId, role }: AccessClaims): Promise<string> =>
      new SignJWT({ role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(secret),

    /** Null for anything but a valid, unexpired token of ours. */
    verify: async (token: string): Promise<AccessClaims | null> => {
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
        });
        const role = payload.role as Role;
        if (typeof payload.sub !== 'string' || !ROLES.includes(role)) return null;
        return { userId: payload.sub, role };
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
