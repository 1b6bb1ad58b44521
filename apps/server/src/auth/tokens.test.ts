import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessTokens } from './tokens.ts';

const secret = new TextEncoder().encode('a-test-secret-of-at-least-32-characters');
const claims = { userId: '0123456789abcdef01234567', role: 'staff' as const };

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies its own tokens, again and again', async () => {
    const tokens = createAccessTokens(secret, 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = createAccessTokens(secret, 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(Date.now() + 61_000);
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses tampered tokens and tokens signed with another secret', async () => {
    const tokens = createAccessTokens(secret, 60);
    const token = await tokens.sign(claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const admin = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'admin' }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${admin}.${signature}`)).toBeNull();
    const other = createAccessTokens(
      new TextEncoder().encode('another-secret-of-at-least-32-characters'),
      60,
    );
    expect(await other.verify(token)).toBeNull();
  });
});
