import { CATALOGUE_API, MESSAGES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

const url = CATALOGUE_API.settings.publicAddress;

describe('GET fetchPublicAddress', () => {
  const local = useTestApp(() => ({ PUBLIC_URL: 'http://127.0.0.1:3000' }));
  const admin = local.signedIn('admin');

  it('tells admins that links made with a loopback address open only on the server', async () => {
    const res = await local.inject({ method: 'GET', url, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: 'http://127.0.0.1:3000', isLocalOnly: true });
  });

  it('is refused without a token and for approvers and staff', async () => {
    const anonymous = await local.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    for (const role of ['approver', 'staff'] as const) {
      const { auth } = await local.createUser(role);
      const res = await local.inject({ method: 'GET', url, headers: auth });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MESSAGES.auth.forbidden });
    }
  });
});

describe('GET fetchPublicAddress with a public address', () => {
  const hosted = useTestApp(() => ({ PUBLIC_URL: 'https://visas.example.com' }));
  const admin = hosted.signedIn('admin');

  it('answers the address as links are made with it, not local', async () => {
    const res = await hosted.inject({ method: 'GET', url, headers: admin.auth });
    expect(res.json()).toEqual({ url: 'https://visas.example.com', isLocalOnly: false });
  });
});
