/**
 * Every e-mail the product sends, rendered in both languages for every plan
 * and type: no placeholder may stay unfilled (`{{…}}`) in a subject, the
 * plain text or the HTML.
 */
import { describe, expect, it } from 'vitest';
import { emailTypes } from '../../../shared/domain/email-schedule';
import { planIds } from '../../../shared/domain/plans';
import { languages } from '../../../shared/i18n/index';
import { createAuthEmails } from '../../features/auth/auth-emails';
import { renderZipStatusEmail } from '../../features/guestbook/zip-status';
import { createLifecycleEmails } from '../../features/lifecycle/lifecycle-emails';
import { createPaymentsEmails } from '../../features/payments/payments-emails';

const options = {
  siteName: 'Momenty',
  baseUrl: 'https://momenty.example',
  supportEmail: 'pomoc@momenty.example',
};

type Rendered = { subject: string; text: string; html: string };

function unfilled(mail: Rendered): string[] {
  return [mail.subject, mail.text, mail.html].flatMap((part) => part.match(/\{\{[^}]*\}\}/g) ?? []);
}

describe('e-mail templates', () => {
  for (const language of languages) {
    describe(language, () => {
      it('account e-mails fill every placeholder', () => {
        const auth = createAuthEmails({ ...options, codeValidityMinutes: 15 });
        for (const mail of [
          auth.verifyEmail(language, '123456'),
          auth.resetPassword(language, '654321'),
          auth.existingAccount(language),
        ]) {
          expect(unfilled(mail)).toEqual([]);
        }
      });

      it('the activation-code e-mail names the plan and fills every placeholder', () => {
        const payments = createPaymentsEmails(options);
        for (const plan of planIds) {
          const mail = payments.activationCode(language, 'ABCD-EFGH-JKLM', plan);
          expect(unfilled(mail)).toEqual([]);
        }
        const premium = payments.activationCode(language, 'ABCD-EFGH-JKLM', 'premium');
        // The subject, the introduction and the how-to each name the plan.
        expect(premium.text.split('Premium').length - 1).toBeGreaterThanOrEqual(2);
        expect(premium.subject).toContain('Premium');
        expect(premium.text).toMatch(/(pakiecie|the) Premium( plan)? – /);
      });

      it('lifecycle e-mails fill every placeholder for every plan', async () => {
        const lifecycle = createLifecycleEmails(options);
        for (const type of emailTypes) {
          for (const plan of planIds) {
            const mail = await lifecycle.render({
              type,
              language,
              plan,
              event: {
                id: 'evt_0123456789abcdef0123',
                name: 'Wesele Ani i Tomka',
                timeZone: 'Europe/Warsaw',
                expiresAt: new Date('2027-03-01T12:00:00Z'),
              },
              startUploadDate: '2026-12-19',
              endUploadDate: '2026-12-26',
              endDownloadDate: '2027-01-19',
              endFreeTrialDate: plan === 'trial' ? '2026-12-22' : null,
            });
            expect({ type, plan, unfilled: unfilled(mail) }).toEqual({ type, plan, unfilled: [] });
          }
        }
      });

      it('download e-mails fill every placeholder', () => {
        for (const type of ['zipReadyEmail', 'zipFailedEmail'] as const) {
          const mail = renderZipStatusEmail(
            type,
            { language, eventId: 'evt_1', eventName: 'Chrzciny', endDownload: '2027-01-19' },
            options,
          );
          expect(unfilled(mail)).toEqual([]);
        }
      });
    });
  }
});
