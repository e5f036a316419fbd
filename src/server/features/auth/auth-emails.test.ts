import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../http/escape-html';
import { createAuthEmails } from './auth-emails';

const emails = createAuthEmails({
  siteName: 'Momenty',
  baseUrl: 'https://momenty.example',
  supportEmail: 'pomoc@momenty.example',
  codeValidityMinutes: 10,
});

describe('account e-mails', () => {
  it.each([
    [
      'pl',
      'verifyEmail',
      '482913 – Twój kod potwierdzający Momenty',
      'Potwierdź swój adres e-mail',
    ],
    [
      'en',
      'verifyEmail',
      '482913 is your Momenty confirmation code',
      'Confirm your e-mail address',
    ],
    [
      'pl',
      'resetPassword',
      '482913 – Twój kod do ustawienia nowego hasła w Momenty',
      'Ustaw nowe hasło',
    ],
    ['en', 'resetPassword', '482913 is your Momenty password reset code', 'Set a new password'],
  ] as const)(
    '%s %s: subject, plain text and HTML with the code',
    (language, kind, subject, heading) => {
      const mail = emails[kind](language, '482913');
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(heading);
      expect(mail.text).toMatch(/(Twój kod|Your code): 482913/);
      expect(mail.text).toMatch(/10 (minut|minutes)/);
      expect(mail.text).toContain('pomoc@momenty.example');
      expect(mail.html).toContain(`<html lang="${language}">`);
      expect(mail.html).toContain(`<h1 style=`);
      expect(mail.html).toContain(heading);
      // The code: large, monospaced, spaced out, selectable with one tap.
      const code = /<div style="([^"]*)">482913<\/div>/.exec(mail.html);
      expect(code?.[1]).toContain('font-size:38px');
      expect(code?.[1]).toContain('monospace');
      expect(code?.[1]).toContain('letter-spacing:10px');
      expect(code?.[1]).toContain('user-select:all');
      expect(mail.html).not.toMatch(/<(script|link|img)\b/);
    },
  );

  it('tells an existing owner about a sign-up attempt, with a link to sign in and no code', () => {
    const pl = emails.existingAccount('pl');
    expect(pl.subject).toBe('Masz już konto w Momenty');
    expect(pl.text).toContain('Przejdź do logowania: https://momenty.example/?lang=pl');
    expect(pl.html).toContain('href="https://momenty.example/?lang=pl"');
    expect(pl.text).not.toMatch(/\d{6}/);
    expect(emails.existingAccount('en').subject).toBe('You already have a Momenty account');
  });

  it('escapes whatever is interpolated into the HTML', () => {
    const odd = createAuthEmails({
      siteName: 'Ala & <Kot>',
      baseUrl: 'https://x.example/"><script>',
      supportEmail: 'a@x.example',
      codeValidityMinutes: 10,
    });
    const mail = odd.verifyEmail('en', '<b>1</b>');
    expect(mail.html).not.toContain('<Kot>');
    expect(mail.html).toContain('Ala &#38; &#60;Kot&#62;');
    expect(mail.html).not.toContain('<b>1</b>');
    expect(odd.existingAccount('en').html).not.toContain('"><script>');
    // The plain-text part keeps the characters as they are.
    expect(mail.text).toContain('Ala & <Kot>');
    expect(escapeHtml(`'"&<>`)).toBe('&#39;&#34;&#38;&#60;&#62;');
  });
});
