// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '../../../shared/i18n/en/index';
import { pl } from '../../../shared/i18n/pl/index';
import { renderWithProviders, testConfig } from '../../../test/web/render';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

const rawKey = /\b(?:common|shell|errors|validation)\.[A-Za-z]/;

describe.each([
  ['terms', TermsPage, Object.keys(pl.shell.legal.terms.sections).length],
  ['privacy', PrivacyPage, Object.keys(pl.shell.legal.privacy.sections).length],
] as const)('%s', (document, Page, sectionCount) => {
  it.each(['pl', 'en'] as const)(
    'renders every section in %s with the site name and a mailto link',
    (language) => {
      const catalogue = language === 'pl' ? pl : en;
      const { container } = renderWithProviders(<Page />, { language });
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        catalogue.shell.legal[document].title,
      );
      expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(sectionCount);
      expect(container.textContent).toContain(testConfig.siteName);
      const mailto = container.querySelectorAll(`a[href="mailto:${testConfig.supportEmail}"]`);
      expect(mailto.length).toBeGreaterThanOrEqual(2);
      expect(container.textContent).not.toMatch(rawKey);
    },
  );
});
