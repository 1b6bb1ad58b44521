import { MESSAGES } from '@visadesk/contract/plain';
import { describe, expect, it } from 'vitest';
import { profileErrorMessage } from './profile-errors';

describe('profileErrorMessage', () => {
  it('prefixes the server message with "Request was aborted: "', () => {
    expect(
      profileErrorMessage({
        kind: 'server',
        status: 400,
        message: 'Password must be at least 8 characters long.',
      }),
    ).toBe('Request was aborted: Password must be at least 8 characters long.');
  });

  it('names the case when the server sent no message', () => {
    expect(profileErrorMessage({ kind: 'no-response' })).toBe(
      `${MESSAGES.profile.aborted}${MESSAGES.auth.noResponse}`,
    );
    expect(profileErrorMessage({ kind: 'server', status: 500 })).toBe(
      `${MESSAGES.profile.aborted}${MESSAGES.common.unexpected}`,
    );
  });
});
