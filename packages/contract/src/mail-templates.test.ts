import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_SETTINGS, MAIL_PLACEHOLDERS, renderMail, senderNameOf } from './mail-templates.ts';

const values = {
  name: 'Ana <Lee> & "Co"',
  status: 'Approved',
  enquiryUrl: 'https://visas.example.org/enquiry?a=1&b=2',
  siteName: 'VisaDesk',
};

describe('renderMail', () => {
  it('fills every placeholder in the subject, text and HTML, and leaves unknown braces alone', () => {
    const mail = renderMail(
      '{siteName}: {status} {unknown}',
      '{name} {status} {enquiryUrl} {siteName}',
      values,
    );
    expect(mail.subject).toBe('VisaDesk: Approved {unknown}');
    expect(mail.text).toBe(`${values.name} Approved ${values.enquiryUrl} VisaDesk`);
    // Every placeholder a template may name is filled.
    const every = MAIL_PLACEHOLDERS.map((key) => `{${key}}`).join(' ');
    const filled = Object.fromEntries(MAIL_PLACEHOLDERS.map((key) => [key, `<${key}>`]));
    expect(renderMail('s', every, filled).text).toBe(MAIL_PLACEHOLDERS.map((key) => `<${key}>`).join(' '));
    expect(MAIL_PLACEHOLDERS).toEqual(expect.arrayContaining(['reference', 'reason']));
  });

  it('escapes the template and the values in the HTML, and links the enquiry address', () => {
    const { html } = renderMail('s', '<i>Dear</i> {name},\n\nsee {enquiryUrl}', values);
    expect(html).toContain('<p>&lt;i&gt;Dear&lt;/i&gt; Ana &lt;Lee&gt; &amp; &quot;Co&quot;,</p>');
    expect(html).toContain(
      '<p>see <a href="https://visas.example.org/enquiry?a=1&amp;b=2">https://visas.example.org/enquiry?a=1&amp;b=2</a></p>',
    );
  });

  it('keeps the subject on one line whatever the template or values hold', () => {
    const mail = renderMail('Hi\r\n{name}\nBcc: x@evil.test', 'b', {
      ...values,
      name: 'Eve\r\nCc: y@evil.test',
    });
    expect(mail.subject).toBe('Hi Eve Cc: y@evil.test Bcc: x@evil.test');
  });

  it('makes the default status mail name the applicant, the status and the enquiry', () => {
    const mail = renderMail(DEFAULT_MAIL_SETTINGS.statusSubject, DEFAULT_MAIL_SETTINGS.statusBody, values);
    expect(mail.subject).toBe('Your visa application is now Approved');
    expect(mail.text).toContain(`Dear ${values.name},`);
    expect(mail.text).toContain(values.enquiryUrl);
  });

  it('sends under the sender name, else the site name, on one line', () => {
    expect(senderNameOf({ ...DEFAULT_MAIL_SETTINGS, senderName: '' }, 'Visa\nDesk')).toBe('Visa Desk');
    expect(senderNameOf({ ...DEFAULT_MAIL_SETTINGS, senderName: 'Office\r\nBcc: x' }, 'VisaDesk')).toBe(
      'Office Bcc: x',
    );
  });
});
