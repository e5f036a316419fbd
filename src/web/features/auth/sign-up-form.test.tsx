// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../../../shared/i18n/en/index';
import { pl } from '../../../shared/i18n/pl/index';
import { labelledInput } from '../../../test/web/queries';
import { renderWithProviders } from '../../../test/web/render';
import { canSignUp, SignUpForm } from './sign-up-form';

function renderForm(options: { language?: 'pl' | 'en'; onSubmit?: () => Promise<void> } = {}) {
  const onSubmit = vi.fn(options.onSubmit ?? (() => Promise.resolve()));
  function Harness() {
    // The e-mail lives in the panel (shared by both tabs); a tiny state holder stands in for it.
    const [email, setEmail] = useState('');
    return (
      <SignUpForm email={email} onEmailChange={setEmail} onSubmit={onSubmit} onContinue={vi.fn()} />
    );
  }
  const rendered = renderWithProviders(<Harness />, { language: options.language ?? 'pl' });
  return { ...rendered, onSubmit };
}

function fields(catalogue: typeof pl | typeof en = pl) {
  return {
    email: screen.getByRole('textbox', { name: catalogue.auth.fields.email }),
    password: labelledInput(catalogue.auth.fields.password),
    confirmation: labelledInput(catalogue.auth.fields.confirmPassword),
    terms: screen.getByRole('checkbox'),
    submit: screen.getByRole('button', { name: catalogue.auth.signUp.submit }),
  };
}

function strengthText(strength: string): string {
  return pl.auth.passwordMeter.label.replace('{{strength}}', strength);
}

describe('SignUpForm', () => {
  it('keeps submitting disabled until the e-mail, password, confirmation and terms are all right', async () => {
    const { user, onSubmit } = renderForm();
    const form = fields();
    expect(form.submit).toHaveProperty('disabled', true);

    await user.type(form.email, 'anna@example.test');
    await user.type(form.password, 'Wesele#2026');
    await user.type(form.confirmation, 'Wesele#2026');
    expect(form.submit).toHaveProperty('disabled', true); // terms not accepted yet

    await user.click(form.terms);
    expect(form.submit).toHaveProperty('disabled', false);

    await user.clear(form.email);
    await user.type(form.email, 'anna@');
    expect(form.submit).toHaveProperty('disabled', true);
    await user.type(form.email, 'example.test');

    await user.clear(form.password);
    await user.type(form.password, 'wesele2026');
    expect(form.submit).toHaveProperty('disabled', true); // breaks two rules, and no longer matches

    await user.clear(form.password);
    await user.type(form.password, 'Wesele#2026');
    await user.click(form.submit);
    expect(onSubmit).toHaveBeenCalledWith(
      { email: 'anna@example.test', password: 'Wesele#2026' },
      true,
    );
  });

  it('says the passwords do not match, in Polish and in English', async () => {
    const first = renderForm();
    let form = fields();
    await first.user.type(form.password, 'Wesele#2026');
    await first.user.type(form.confirmation, 'Wesele#2025');
    expect(screen.getByText(pl.validation.password.mismatch)).toBeDefined();
    await first.user.clear(form.confirmation);
    await first.user.type(form.confirmation, 'Wesele#2026');
    expect(screen.queryByText(pl.validation.password.mismatch)).toBeNull();
    first.unmount();

    const second = renderForm({ language: 'en' });
    form = fields(en);
    await second.user.type(form.password, 'abc');
    await second.user.type(form.confirmation, 'abd');
    expect(screen.getByText('Passwords do not match')).toBeDefined();
  });

  it('fills the strength bar 20% per rule met and names the strength', async () => {
    const { user } = renderForm();
    const { password } = fields();
    const bar = () => screen.getByRole('progressbar');

    await user.type(password, 'a');
    expect(bar().getAttribute('aria-valuenow')).toBe('20');
    expect(screen.getByText(strengthText(pl.validation.password.strength.weak))).toBeDefined();

    await user.type(password, 'A1');
    expect(bar().getAttribute('aria-valuenow')).toBe('60');
    expect(screen.getByText(strengthText(pl.validation.password.strength.medium))).toBeDefined();

    await user.type(password, 'bcdef');
    expect(bar().getAttribute('aria-valuenow')).toBe('80');
    expect(screen.getByText(strengthText(pl.validation.password.strength.strong))).toBeDefined();

    await user.type(password, '!');
    expect(bar().getAttribute('aria-valuenow')).toBe('100');
    expect(
      screen.getByText(strengthText(pl.validation.password.strength.veryStrong)),
    ).toBeDefined();
  });

  it('lists every rule, marking the ones met', async () => {
    const { user } = renderForm();
    await user.type(fields().password, 'abcdefgh');
    const rules = screen.getAllByRole('listitem');
    const texts = rules.map((rule) => rule.textContent ?? '');
    expect(texts[0]).toContain(pl.validation.password.tooShort);
    expect(texts[0]).toContain(pl.auth.passwordMeter.met);
    expect(texts[2]).toContain(pl.validation.password.uppercase);
    expect(texts[2]).toContain(pl.auth.passwordMeter.notMet);
    expect(texts).toHaveLength(5);
  });

  it('stays disabled while the request is pending', async () => {
    let finish: () => void = () => {};
    const { user, onSubmit } = renderForm({
      onSubmit: () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    });
    const form = fields();
    await user.type(form.email, 'anna@example.test');
    await user.type(form.password, 'Wesele#2026');
    await user.type(form.confirmation, 'Wesele#2026');
    await user.click(form.terms);
    await user.click(form.submit);
    expect(form.submit).toHaveProperty('disabled', true);
    await user.click(form.submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    await vi.waitFor(() => expect(form.submit).toHaveProperty('disabled', false));
  });

  it('links the terms and the privacy policy', () => {
    renderForm();
    expect(screen.getByRole('link', { name: /regulamin/ }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: /politykę prywatności/ }).getAttribute('href')).toBe(
      '/privacy',
    );
  });
});

describe('canSignUp', () => {
  const valid = {
    email: 'anna@example.test',
    password: 'Wesele#2026',
    confirmation: 'Wesele#2026',
    acceptedTerms: true,
  };
  it.each([
    [{}, true],
    [{ email: '' }, false],
    [{ email: 'anna' }, false],
    [{ password: 'Wesele2026', confirmation: 'Wesele2026' }, false],
    [{ confirmation: 'Wesele#2027' }, false],
    [{ acceptedTerms: false }, false],
  ])('%j → %s', (change, expected) => {
    expect(canSignUp({ ...valid, ...change })).toBe(expected);
  });
});
