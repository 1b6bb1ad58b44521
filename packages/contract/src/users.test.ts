import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { firstMessage, itRefuses } from './test/refusals.ts';
import { CreateUserSchema, LoginSchema, ProfileSchema, UpdateUserSchema } from './users.ts';

describe('LoginSchema', () => {
  it('requires both fields with the spec message', () => {
    expect(firstMessage(LoginSchema, { email: '', password: 'x' })).toBe('All fields are required.');
    expect(firstMessage(LoginSchema, { email: 'a@b.c', password: '' })).toBe('All fields are required.');
    expect(firstMessage(LoginSchema, {})).toBe('All fields are required.');
  });
  it('accepts any non-blank pair and refuses unknown keys', () => {
    expect(LoginSchema.safeParse({ email: 'a@b.c', password: 'x' }).success).toBe(true);
    expect(LoginSchema.safeParse({ email: 'a@b.c', password: 'x', role: 'admin' }).success).toBe(false);
  });
});

describe('CreateUserSchema', () => {
  const valid = { name: 'Ana Smith', email: 'Ana@Example.com', password: 'long-enough-1' };
  it('trims the name, lower-cases the e-mail and defaults the role to staff', () => {
    expect(CreateUserSchema.parse({ ...valid, name: '  Ana Smith  ' })).toEqual({
      name: 'Ana Smith',
      email: 'ana@example.com',
      password: 'long-enough-1',
      role: 'staff',
    });
  });
  itRefuses(CreateUserSchema, [
    [{ ...valid, name: '' }, 'All fields are required'],
    [{ ...valid, email: ' ' }, 'All fields are required'],
    [{ ...valid, password: '' }, 'All fields are required'],
    [{ ...valid, email: 'ana@' }, MESSAGES.users.invalidEmail],
    [{ ...valid, password: 'seven77' }, MESSAGES.users.passwordTooShort],
    [{ ...valid, name: 'Al' }, MESSAGES.users.nameLength],
    [{ ...valid, name: 'A'.repeat(32) }, MESSAGES.users.nameLength],
    [{ ...valid, role: 'owner' }, MESSAGES.users.invalidRole],
  ]);
  it('accepts the boundaries 3 and 31 and a password of exactly 12, not 11', () => {
    expect(CreateUserSchema.safeParse({ ...valid, name: 'Ali' }).success).toBe(true);
    expect(CreateUserSchema.safeParse({ ...valid, name: 'A'.repeat(31) }).success).toBe(true);
    expect(CreateUserSchema.safeParse({ ...valid, password: '123456789012' }).success).toBe(true);
    expect(firstMessage(CreateUserSchema, { ...valid, password: '12345678901' })).toBe(
      MESSAGES.users.passwordTooShort,
    );
  });
});

describe('UpdateUserSchema', () => {
  it('takes name, e-mail and an optional role, never a password', () => {
    expect(UpdateUserSchema.safeParse({ name: 'Ana', email: 'a@b.co' }).success).toBe(true);
    expect(
      UpdateUserSchema.safeParse({ name: 'Ana', email: 'a@b.co', password: 'long-enough' }).success,
    ).toBe(false);
  });
});

describe('ProfileSchema', () => {
  const valid = {
    name: 'Ana',
    email: 'a@b.co',
    currentPassword: 'old-pass',
    password: 'long-enough-1',
    confirmPassword: 'long-enough-1',
  };
  it('accepts matching passwords with the current one, and a name alone', () => {
    expect(ProfileSchema.safeParse(valid).success).toBe(true);
    expect(ProfileSchema.parse({ name: 'Ana' })).toEqual({
      name: 'Ana',
      currentPassword: '',
      password: '',
      confirmPassword: '',
    });
  });
  it('reports a mismatch on the confirmation field', () => {
    const result = ProfileSchema.safeParse({ ...valid, confirmPassword: 'different-pass' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: MESSAGES.profile.passwordsMismatch,
    });
  });
  it('requires the name, the current password for a new one, and 12 characters', () => {
    expect(firstMessage(ProfileSchema, { ...valid, name: '' })).toBe('All fields are required.');
    expect(firstMessage(ProfileSchema, { ...valid, currentPassword: '' })).toBe(
      MESSAGES.profile.currentPasswordRequired,
    );
    const eleven = { ...valid, password: 'x'.repeat(11), confirmPassword: 'x'.repeat(11) };
    expect(firstMessage(ProfileSchema, eleven)).toBe(MESSAGES.users.passwordTooShort);
  });
});
