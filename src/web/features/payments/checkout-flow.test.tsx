// @vitest-environment jsdom
/**
 * Waiting for a payment's confirmation: the buyer's "I have paid" stays a button while the page
 * polls underneath (a poll never takes the click away), answers with "not yet confirmed" only when
 * the server says the purchase is still pending, and says so when the check itself failed.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Purchase } from '../../../shared/api/payments';
import { pl } from '../../../shared/i18n/pl/index';
import { renderWithProviders } from '../../../test/web/render';
import { useCheckoutFlow } from './checkout-flow';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pending: Purchase = {
  id: 'p1',
  kind: 'event',
  eventId: 'e1',
  fromPlan: null,
  plan: 'basic',
  amount: 9900,
  currency: 'pln',
  status: 'pending',
  provider: 'test',
  createdAt: new Date().toISOString(),
  paidAt: null,
  activationCode: null,
};

function Flow() {
  return useCheckoutFlow().view;
}

type Answer = () => Promise<Response>;

/** GET /api/payments/purchases/p1 answered by the next behaviour in line (the last one repeats). */
function purchaseServer(answers: Answer[]) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    expect(url).toContain('/api/payments/purchases/p1');
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    const signal = init?.signal;
    return new Promise<Response>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      (answer as Answer)().then(resolve, reject);
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch };
}

const json = (purchase: Purchase) => async () => Response.json({ purchase });
const never: Answer = () => new Promise<Response>(() => {});

describe('waiting for the confirmation', () => {
  it('keeps "I have paid" a button during a poll, and answers the click with "not yet confirmed"', async () => {
    const server = purchaseServer([json(pending), never, json(pending)]);
    const { user, queryClient } = renderWithProviders(<Flow />, { path: '/?purchase=p1' });
    const button = await screen.findByRole('button', { name: pl.payments.flow.iHavePaid });
    await vi.waitFor(() => expect(screen.getByText(pl.payments.flow.waitingTitle)).toBeTruthy());
    // A poll that hangs (a slow network): the button neither spins nor refuses the click.
    void queryClient.refetchQueries({ queryKey: ['purchases', 'p1'] });
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(2));
    expect(queryClient.isFetching({ queryKey: ['purchases', 'p1'] })).toBe(1);
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(button.hasAttribute('data-loading')).toBe(false);
    expect(screen.queryByText(pl.errors.paymentNotConfirmed)).toBeNull();

    await user.click(button);
    expect(await screen.findByText(pl.errors.paymentNotConfirmed)).toBeTruthy();
    expect(server.fetch).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the check failed, not that the payment is unconfirmed, when the server cannot answer', async () => {
    purchaseServer([
      json(pending),
      async () =>
        Response.json(
          { error: 'errors.internal', status: 500, message: 'Coś poszło nie tak' },
          { status: 500 },
        ),
    ]);
    const { user } = renderWithProviders(<Flow />, { path: '/?purchase=p1' });
    await vi.waitFor(() => expect(screen.getByText(pl.payments.flow.waitingTitle)).toBeTruthy());
    await user.click(screen.getByRole('button', { name: pl.payments.flow.iHavePaid }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(pl.errors.internal);
    expect(screen.queryByText(pl.errors.paymentNotConfirmed)).toBeNull();
  });
});
