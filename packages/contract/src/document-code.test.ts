import { describe, expect, it } from 'vitest';
import { DocumentCodeCheckSchema } from './applications.ts';
import { DOCUMENT_CODE, maskEmail } from './document-code.ts';
import { documentCodeMail } from './i18n/applicant-mails.ts';
import { MESSAGES } from './messages.ts';

describe('maskEmail', () => {
  it.each([
    ['maria.santos@example.com', 'm***@example.com'],
    ['m@example.com', 'm***@example.com'],
    ['élise@exemple.fr', 'é***@exemple.fr'],
    ['a@b@c.example', 'a***@c.example'],
    ['no-at-sign', '***'],
    ['@example.com', '***'],
  ])('masks %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe('the one-time code', () => {
  it('has the limits the issue names', () => {
    expect(DOCUMENT_CODE).toMatchObject({ digits: 6, ttlMs: 600_000, maxAttempts: 5 });
  });

  it('is six digits, spaces ignored; anything else is refused with the format message', () => {
    const check = (code: string) => DocumentCodeCheckSchema.safeParse({ ticket: 't', code });
    expect(check(' 012 345 ').data?.code).toBe('012345');
    for (const code of ['01234', '0123456', '01234a', '', '０１２３４５']) {
      const result = check(code);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MESSAGES.documentCode.format);
    }
  });

  it('tells the tries left in words that agree', () => {
    expect(MESSAGES.documentCode.wrong(1)).toBe('This code is not right. 1 try left.');
    expect(MESSAGES.documentCode.wrong(4)).toBe('This code is not right. 4 tries left.');
  });

  it('mails a text with the code, its minutes and the site', () => {
    const { subject, text } = documentCodeMail('en', {
      code: '042917',
      minutes: 10,
      siteName: 'Northbound Visas',
    });
    expect(subject).toBe('Northbound Visas: your code to see your documents');
    expect(text).toContain('Your code is: 042917');
    expect(text).toContain('valid for 10 minutes');
    expect(text.endsWith('Northbound Visas')).toBe(true);
  });
});
