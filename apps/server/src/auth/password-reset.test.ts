import { API } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useTestApp } from '../test/test-app.ts';
import { resetPassword } from './password-reset.ts';

const t = useTestApp();

const login = (email: string, password: string) =>
  t.inject({ method: 'POST', url: API.users.login, payload: { email, password } });

describe('resetting a password from the shell', () => {
  it('sets the new password and ends every session of that user only', async () => {
    const { user } = await t.createUser('admin');
    const other = await t.createUser('staff');
    const sessions = [await login(user.email, TEST_PASSWORD), await login(user.email, TEST_PASSWORD)];
    const othersSession = await login(other.user.email, TEST_PASSWORD);

    expect(await resetPassword(t.db, ` ${user.email.toUpperCase()} `, 'brand-new-password')).toBe(true);

    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, 'brand-new-password')).statusCode).toBe(200);
    for (const session of sessions) {
      const refresh = await t.inject({
        method: 'POST',
        url: API.users.refresh,
        payload: { refreshToken: session.json().refreshToken },
      });
      expect(refresh.statusCode).toBe(401);
    }
    const stillIn = await t.inject({
      method: 'POST',
      url: API.users.refresh,
      payload: { refreshToken: othersSession.json().refreshToken },
    });
    expect(stillIn.statusCode).toBe(200);
  });

  it('changes nothing when no user has the e-mail', async () => {
    expect(await resetPassword(t.db, 'nobody@example.test', 'brand-new-password')).toBe(false);
  });
});
