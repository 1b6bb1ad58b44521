import { describe, expect, it } from 'vitest';
import { MailServerInputSchema } from './mail.ts';
import { MESSAGES } from './messages.ts';

const S = MESSAGES.mailServer;
const valid = {
  host: 'smtp.example.com',
  port: 587,
  security: 'starttls',
  user: 'office@example.com',
  password: 'secret',
  fromAddress: 'No-Reply@Example.com',
};
/** The field and message of each problem, as the API answers them. */
const problems = (input: object) => {
  const parsed = MailServerInputSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the mail server an admin sets', () => {
  it('takes a port typed as text, keeps a blank password blank and writes the sender address in lower case', () => {
    expect(
      MailServerInputSchema.parse({ ...valid, port: '465', security: 'tls', password: undefined }),
    ).toEqual({
      ...valid,
      port: 465,
      security: 'tls',
      password: '',
      clearPassword: false,
      fromAddress: 'no-reply@example.com',
    });
  });

  it('takes a server without a user name or password, and an IP address for its host', () => {
    expect(problems({ ...valid, host: '192.0.2.10', user: '', password: '', security: 'none' })).toEqual([]);
  });

  it.each([
    ['host', '', S.host],
    ['host', 'smtp example.com', S.host],
    ['host', 'smtp://example.com', S.host],
    ['port', 0, S.port],
    ['port', 65536, S.port],
    ['port', 25.5, S.port],
    ['port', '', S.port],
    ['security', 'ssl', S.security],
    ['user', 'x'.repeat(255), S.user],
    ['password', 'x'.repeat(501), S.password],
    ['fromAddress', 'Desk <desk@example.com>', S.fromAddress],
    ['fromAddress', '', S.fromAddress],
  ])('refuses %s = %j with "%s"', (field, value, message) => {
    expect(problems({ ...valid, [field]: value })).toEqual([[field, message]]);
  });

  it('refuses a password without a user name, at the user name', () => {
    expect(problems({ ...valid, user: '' })).toEqual([['user', S.passwordWithoutUser]]);
  });

  it('refuses fields it does not know (a password sent back under another name stays out)', () => {
    expect(problems({ ...valid, hasPassword: true })).not.toEqual([]);
  });
});
