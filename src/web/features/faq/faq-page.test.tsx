// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '../../../shared/i18n/en/index';
import { pl } from '../../../shared/i18n/pl/index';
import { renderWithProviders, testConfig } from '../../../test/web/render';
import { FaqPage, faqGroups } from './faq-page';

const rawKey = /\b(?:faq|common|shell)\.[A-Za-z]|\{\{/;

describe('FAQ', () => {
  it('shows the plan table from the shared plan rules', () => {
    renderWithProviders(<FaqPage />, { language: 'pl' });
    const table = screen.getByTestId('faq-plans');
    const row = (label: string) =>
      within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLTableRowElement;
    const cells = (label: string) =>
      [...row(label).querySelectorAll('td')].map((cell) =>
        (cell.textContent ?? '').replace(/\u00a0/g, ' '),
      );
    expect(cells(pl.faq.plans.files)).toEqual(['10', '100', '500', 'bez limitu']);
    expect(cells(pl.faq.plans.albums)).toEqual(['2', '1', '3', '10']);
    expect(cells(pl.faq.plans.uploadDays)).toEqual(['7 dni', '7 dni', '14 dni', '30 dni']);
    expect(cells(pl.faq.plans.downloadDays)).toEqual(['7 dni', '10 dni', '20 dni', '40 dni']);
    expect(cells(pl.faq.plans.price)).toEqual(['bezpłatnie', '99 zł', '249 zł', '349 zł']);
    expect(cells(pl.faq.plans.slideshow)).toEqual(['nie', 'nie', 'nie', 'tak']);
    expect(cells(pl.faq.plans.reveal)).toEqual(['nie', 'nie', 'tak', 'tak']);
    expect(cells(pl.faq.plans.challenges)).toEqual(['nie', 'nie', 'tak', 'tak']);
  });

  it.each(['pl', 'en'] as const)(
    'answers every question in %s with the numbers filled',
    async (language) => {
      const catalogue = language === 'pl' ? pl : en;
      const { container, user } = renderWithProviders(<FaqPage />, { language });
      const questions = Object.values(faqGroups).flat();
      for (const question of questions) {
        await user.click(
          screen.getByRole('button', {
            name: catalogue.faq.questions[question].q.replace('{{siteName}}', testConfig.siteName),
          }),
        );
      }
      expect(container.textContent).not.toMatch(rawKey);
      expect(container.textContent).toContain(language === 'pl' ? 'do 20 MB' : 'up to 20 MB');
      expect(container.textContent).toContain(
        language === 'pl' ? '90 dni po końcu' : '90 days after',
      );
      // Reveal mode and photo challenges: the plans, the shots and the prompts from the shared rules.
      expect(container.textContent).toContain(
        language === 'pl' ? 'w pakietach Standard i Premium' : 'the Standard and Premium plans',
      );
      expect(container.textContent).toContain(
        language === 'pl' ? '10, 24 lub 36 zdjęć' : '10, 24 or 36 shots',
      );
      expect(container.textContent).toContain(
        language === 'pl' ? 'do 15 zadań' : 'up to 15 prompts',
      );
      expect(container.textContent).toContain(language === 'pl' ? 'do 20 osób' : 'up to 20 people');
      expect(container.textContent).toContain(
        language === 'pl' ? 'w zakładce „Udostępnianie”' : 'under “Share”',
      );
      expect(container.textContent).toContain(
        language === 'pl' ? 'przez 24 godziny' : 'for 24 hours',
      );
      // The guest page's own button, named as the guest page names it.
      expect(container.textContent).toContain(
        language === 'pl' ? 'przycisk „Pokaż kod QR”' : '“Show the QR code” opens it',
      );
      expect(container.querySelector(`a[href="mailto:${testConfig.supportEmail}"]`)).not.toBeNull();
      expect(
        screen.getByRole('link', { name: catalogue.faq.contactCta.action }).getAttribute('href'),
      ).toBe('/contact');
    },
  );
});
