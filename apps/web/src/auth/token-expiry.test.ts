import { describe, expect, it } from 'vitest';
import { jwtWith } from './test-jwt';
import { expiresSoon, RENEW_MARGIN_MS } from './token-expiry';

const NOW = 1_800_000_000_000;
const seconds = (ms: number) => Math.floor(ms / 1000);

describe('expiresSoon', () => {
  it('renews a 15-minute token within the last minute of its life, not before', () => {
    const token = jwtWith({ iat: seconds(NOW) - 840, exp: seconds(NOW) + 60 });
    expect(expiresSoon(token, NOW)).toBe(true);
    expect(expiresSoon(token, NOW - 1_000)).toBe(false);
    expect(RENEW_MARGIN_MS).toBe(60_000);
  });

  it('renews a token that has already expired', () => {
    expect(expiresSoon(jwtWith({ iat: seconds(NOW) - 900, exp: seconds(NOW) - 5 }), NOW)).toBe(true);
  });

  it('keeps the margin to half the lifetime of a short-lived token', () => {
    const token = jwtWith({ iat: seconds(NOW), exp: seconds(NOW) + 20 });
    expect(expiresSoon(token, NOW + 9_000)).toBe(false);
    expect(expiresSoon(token, NOW + 10_000)).toBe(true);
  });

  it('reads base64url payloads (the - and _ alphabet) without padding', () => {
    const token = jwtWith({ iat: seconds(NOW) - 840, exp: seconds(NOW) + 30, sub: '~~~>>>???' });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(expiresSoon(token, NOW)).toBe(true);
  });

  it('leaves tokens it cannot read to the 401 path', () => {
    expect(expiresSoon('opaque-token', NOW)).toBe(false);
    expect(expiresSoon('a.not-base64!.c', NOW)).toBe(false);
    expect(expiresSoon(jwtWith({ sub: 'no exp' }), NOW)).toBe(false);
  });
});
