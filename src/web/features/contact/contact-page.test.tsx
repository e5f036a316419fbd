// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../shared/i18n/en/index';
import { pl } from '../../../shared/i18n/pl/index';
import { renderWithProviders, testSession } from '../../../test/web/render';
import { ContactPage } from './contact-page';

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

afterEach(() => vi.unstubAllGlobals());

async function fillIn(
  user: ReturnType<typeof renderWithProviders>['user'],
  catalogue: typeof pl | typeof en = pl,
) {
  await user.type(screen.getByLabelText(catalogue.contact.form.name, { exact: false }), 'Anna');
  await user.type(
    screen.getByLabelText(catalogue.contact.form.email, { exact: false }),
    'anna@example.com',
  );
  await user.click(
    screen.getByLabelText(catalogue.contact.form.subject, { exact: false, selector: 'input' }),
  );
  await user.click(await screen.findByRole('option', { name: catalogue.contact.subjects.billing }));
  await user.type(
    screen.getByLabelText(catalogue.contact.form.message, { exact: false }),
    'Proszę o fakturę za pakiet.',
  );
}

describe('contact page', () => {
  it("shows the spec's messages and sends nothing while the form is wrong", async () => {
    const fetch = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetch);
    const { user } = renderWithProviders(<ContactPage />, { session: null });
    await user.type(screen.getByLabelText(pl.contact.form.message, { exact: false }), 'krótko');
    await user.click(screen.getByRole('button', { name: pl.contact.form.submit }));
    expect(screen.getByText(pl.validation.contact.nameRequired)).toBeDefined();
    expect(screen.getByText(pl.validation.email.required)).toBeDefined();
    expect(screen.getByText(pl.validation.contact.subjectRequired)).toBeDefined();
    expect(screen.getByText(pl.validation.contact.messageTooShort)).toBeDefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the form with an empty honeypot and thanks the sender', async () => {
    const fetch = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetch);
    const { user } = renderWithProviders(<ContactPage />, { session: null });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: pl.contact.form.submit }));
    expect(await screen.findByText(pl.contact.sent.title)).toBeDefined();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Anna',
      email: 'anna@example.com',
      subject: 'billing',
      message: 'Proszę o fakturę za pakiet.',
      website: '',
      language: 'pl',
    });
  });

  it("shows the spec's send error when the server cannot send", async () => {
    vi.stubGlobal(
      'fetch',
      answer(502, {
        error: 'errors.contactSendFailed',
        message: en.errors.contactSendFailed,
        status: 502,
      }),
    );
    const { user } = renderWithProviders(<ContactPage />, { session: null, language: 'en' });
    await fillIn(user, en);
    await user.click(screen.getByRole('button', { name: en.contact.form.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(en.errors.contactSendFailed);
  });

  it('fills in a signed-in owner’s address', async () => {
    renderWithProviders(<ContactPage />, {
      session: testSession({ email: 'owner@example.test' }),
    });
    await waitFor(() =>
      expect(
        (screen.getByLabelText(pl.contact.form.email, { exact: false }) as HTMLInputElement).value,
      ).toBe('owner@example.test'),
    );
  });
});
