import { MESSAGES } from '@visadesk/contract/plain';
import { describe, expect, it } from 'vitest';
import { createUserErrorMessage, deleteUserErrorMessage, updateUserErrorMessage } from './user-errors';

describe('createUserErrorMessage', () => {
  it('says the e-mail is taken for a 409 that names no field', () => {
    expect(createUserErrorMessage({ kind: 'server', status: 409, message: 'exists' })).toBe(
      MESSAGES.users.duplicate,
    );
  });

  it('shows the server message for other answers', () => {
    expect(createUserErrorMessage({ kind: 'server', status: 400, message: 'Name must be...' })).toBe(
      'Name must be...',
    );
    expect(createUserErrorMessage({ kind: 'server', status: 500 })).toBe(MESSAGES.users.registerError);
  });

  it('uses the registration texts when nothing came back', () => {
    expect(createUserErrorMessage({ kind: 'no-response' })).toBe(MESSAGES.users.registerNoResponse);
    expect(createUserErrorMessage({ kind: 'other' })).toBe(MESSAGES.users.registerError);
  });
});

describe('updateUserErrorMessage', () => {
  it('tells a server refusal from a missing answer', () => {
    expect(updateUserErrorMessage({ kind: 'server', status: 409, message: 'x' })).toBe(
      MESSAGES.users.updateFailed,
    );
    expect(updateUserErrorMessage({ kind: 'no-response' })).toBe(MESSAGES.users.updateError);
  });
});

describe('deleteUserErrorMessage', () => {
  it('explains a refused delete with the server message', () => {
    expect(
      deleteUserErrorMessage({ kind: 'server', status: 400, message: MESSAGES.users.cannotDeleteSelf }),
    ).toBe(MESSAGES.users.cannotDeleteSelf);
  });

  it('falls back to the generic delete error', () => {
    expect(deleteUserErrorMessage({ kind: 'server', status: 500 })).toBe(MESSAGES.users.deleteError);
    expect(deleteUserErrorMessage({ kind: 'no-response' })).toBe(MESSAGES.users.deleteError);
  });
});
