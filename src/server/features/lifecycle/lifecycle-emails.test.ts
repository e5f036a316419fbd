/** The lifecycle e-mail templates: language, dates, links, QR code, escaping. */
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { emailTypes } from '../../../shared/domain/email-schedule';
import { formatLongDate } from '../../../shared/i18n/format';
import { createLifecycleEmails } from './lifecycle-emails';

const emails = createLifecycleEmails({
  siteName: 'Momenty',
  baseUrl: 'https://momenty.example',
  supportEmail: 'pomoc@momenty.example',
});

const base = {
  plan: 'basic',
  event: {
    id: 'evt123',
    name: 'Wesele <Ani> & Piotra',
    timeZone: 'Europe/Warsaw',
    expiresAt: new Date('2026-10-03T08:00:00Z'),
  },
  startUploadDate: '2026-06-20',
  endUploadDate: '2026-06-26',
  endDownloadDate: '2026-07-06',
  endFreeTrialDate: null,
};

const rawKey = /\b(?:lifecycle|emails)\.[A-Za-z]/;

describe('lifecycle e-mails', () => {
  it('writes dates out in full in each language', () => {
    expect(formatLongDate('2026-06-20', 'pl')).toBe('20 czerwca 2026');
    expect(formatLongDate('2026-06-20', 'en')).toBe('20 June 2026');
  });

  it.each(emailTypes.flatMap((type) => [[type, 'pl'] as const, [type, 'en'] as const]))(
    '%s in %s: subject, text and HTML with the name, dates and its link',
    async (type, language) => {
      const trial = type === 'trialEndsEmail';
      const mail = await emails.render({
        ...base,
        type,
        language,
        ...(trial ? { plan: 'trial', endFreeTrialDate: '2026-06-26' } : {}),
      });
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toMatch(rawKey);
        expect(part).not.toContain('{{');
      }
      expect(mail.subject).toContain('Wesele <Ani> & Piotra');
      expect(mail.text).toContain('Wesele <Ani> & Piotra');
      expect(mail.html).toContain('Wesele &#60;Ani&#62; &#38; Piotra');
      expect(mail.html).not.toContain('<Ani>');
      expect(mail.html).toContain(`<html lang="${language}">`);
      const dates = language === 'pl' ? ['26 czerwca 2026', '6 lipca 2026'] : ['26 June 2026'];
      for (const date of dates) expect(mail.text).toContain(date);
      // Deletion day: the ttl's local date.
      expect(mail.text).toContain(language === 'pl' ? '3 października 2026' : '3 October 2026');
      const link = {
        welcomeEmail: 'https://momenty.example/public/evt123',
        beforeEventStartsEmail: 'https://momenty.example/public/evt123',
        beforeUploadPeriodEndsEmail: 'https://momenty.example/public/evt123',
        uploadPeriodEndsEmail: `https://momenty.example/events/album/evt123?lang=${language}`,
        beforeDownloadPeriodEndsEmail: `https://momenty.example/events/album/evt123?lang=${language}`,
        downloadPeriodEndsEmail: `https://momenty.example/events/album/evt123?lang=${language}`,
        trialEndsEmail: `https://momenty.example/events/evt123/upgrade?lang=${language}`,
      }[type];
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.text).toContain(link);
      expect(mail.attachments).toHaveLength(type === 'welcomeEmail' ? 1 : 0);
    },
  );

  it('the welcome carries the guest link as a QR code inline', async () => {
    const mail = await emails.render({ ...base, type: 'welcomeEmail', language: 'pl' });
    const [qr] = mail.attachments;
    expect(qr).toMatchObject({ contentType: 'image/png', cid: 'guest-qr@momenty' });
    expect(mail.html).toContain('src="cid:guest-qr@momenty"');
    const png = PNG.sync.read(qr?.content as Buffer);
    expect(png.width).toBe(228);
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe('https://momenty.example/public/evt123');
  });

  it('tells a trial owner the file limit of the plan', async () => {
    const pl = await emails.render({
      ...base,
      plan: 'trial',
      type: 'welcomeEmail',
      language: 'pl',
    });
    expect(pl.text).toContain('do 10 plików');
  });

  it.each([
    ['pl', 'zakładka „Udostępnianie”'],
    ['en', 'under “Share”'],
  ] as const)(
    'before uploads start, points a %s owner to the print kit where the settings have it',
    async (language, where) => {
      const mail = await emails.render({ ...base, type: 'beforeEventStartsEmail', language });
      expect(mail.text).toContain(where);
    },
  );

  it('falls back to Polish for an unknown language', async () => {
    const mail = await emails.render({ ...base, type: 'welcomeEmail', language: 'de' });
    expect(mail.html).toContain('<html lang="pl">');
  });
});
