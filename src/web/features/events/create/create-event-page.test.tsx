// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pl } from '../../../../shared/i18n/pl/index';
import { containing } from '../../../../test/patterns';
import { renderWithProviders } from '../../../../test/web/render';
import { eventsQueryKey } from '../api/get-events';
import { CreateEventPage } from './create-event-page';

const now = () => new Date('2026-05-01T10:00:00Z');
const c = pl.events.create;

let fetchMock: ReturnType<typeof vi.fn>;

function answer(status: number, body: unknown) {
  return Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

function apiError(error: string, status: number, data?: Record<string, unknown>) {
  return answer(status, { error, message: error, status, data });
}

beforeEach(() => {
  fetchMock = vi.fn(() =>
    answer(201, { event: { id: 'new-1', name: 'Wesele', plan: 'trial', paid: false } }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function render() {
  return renderWithProviders(<CreateEventPage now={now} notice={<p>verify banner</p>} />, {
    path: '/events/create',
  });
}

type User = ReturnType<typeof render>['user'];

async function next(user: User) {
  await user.click(screen.getByRole('button', { name: c.next }));
}

async function fillDetails(user: User) {
  await user.type(screen.getByLabelText(containing(c.details.name)), 'Wesele Ani i Tomka');
  fireEvent.change(screen.getByLabelText(containing(c.details.date)), {
    target: { value: '2026-06-20' },
  });
  await user.click(screen.getByRole('radio', { name: c.types.wedding }));
  await user.type(screen.getByLabelText(c.details.guestCount), '120');
}

async function toPlanStep(user: User) {
  await next(user);
  await fillDetails(user);
  await next(user);
  await screen.findByRole('heading', { name: c.plan.title });
}

function sentBody(): Record<string, unknown> {
  const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  return JSON.parse(String(init.body));
}

describe('CreateEventPage', () => {
  it('checks each step with the domain rules before moving on and keeps the values', async () => {
    const { user } = render();
    expect(
      screen
        .getByRole('radio', { name: containing(c.start.withoutCode) })
        .getAttribute('aria-checked'),
    ).toBe('true');
    await next(user);
    await next(user);
    expect(screen.getByText(pl.validation.event.nameRequired)).toBeDefined();
    expect(screen.getByText(pl.validation.required)).toBeDefined();
    expect(screen.getByText(pl.validation.event.typeInvalid)).toBeDefined();

    fireEvent.change(screen.getByLabelText(containing(c.details.date)), {
      target: { value: '2028-05-02' },
    });
    await next(user);
    expect(screen.getByText(pl.validation.date.outOfRange)).toBeDefined();

    await fillDetails(user);
    await next(user);
    expect(await screen.findByRole('heading', { name: c.plan.title })).toBeDefined();
    // The plan is required.
    await next(user);
    expect(screen.getByRole('alert').textContent).toBe(pl.validation.plan.invalid);

    // Back to the details: the values are still there.
    await user.click(screen.getByRole('button', { name: c.previous }));
    expect(screen.getByLabelText(containing(c.details.name))).toHaveProperty(
      'value',
      'Wesele Ani i Tomka',
    );
    expect(screen.getByLabelText(containing(c.details.date))).toHaveProperty('value', '2026-06-20');
    expect(screen.getByRole('radio', { name: c.types.wedding }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('asks for the activation date only for paid plans', async () => {
    const { user } = render();
    await toPlanStep(user);
    const trial = screen.getByTestId('plan-trial');
    await user.click(within(trial).getByRole('button', { name: c.plan.choose }));
    expect(screen.getByRole('button', { name: c.submit })).toBeDefined();
    expect(screen.queryByRole('button', { name: c.next })).toBeNull();

    await user.click(within(screen.getByTestId('plan-basic')).getByRole('button'));
    expect(screen.queryByRole('button', { name: c.submit })).toBeNull();
    await next(user);
    const date = screen.getByLabelText(containing(c.activation.date));
    expect(screen.getByText(/Okres dodawania zdjęć zaczyna się o\s00:00/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: c.submitPaid }));
    expect(screen.getByText(pl.validation.required)).toBeDefined();
    fireEvent.change(date, { target: { value: '2026-04-30' } });
    await user.click(screen.getByRole('button', { name: c.submitPaid }));
    expect(screen.getByText(pl.validation.date.outOfRange)).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockImplementation(() =>
      answer(201, { event: { id: 'paid-1', name: 'Wesele', plan: 'basic', paid: false } }),
    );
    fireEvent.change(date, { target: { value: '2026-06-20' } });
    await user.click(screen.getByRole('button', { name: c.submitPaid }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody()).toMatchObject({ plan: 'basic', activationDate: '2026-06-20' });
    expect(
      await screen.findByText(
        'Wydarzenie „Wesele” zostało utworzone. Opłać pakiet, aby goście mogli dodawać zdjęcia.',
      ),
    ).toBeDefined();
  });

  it('shows each plan’s price and features from the shared plan table', async () => {
    const { user } = render();
    await toPlanStep(user);
    const trial = within(screen.getByTestId('plan-trial'));
    const basic = within(screen.getByTestId('plan-basic'));
    expect(trial.getByText('0 zł')).toBeDefined();
    expect(trial.getByText(c.plan.trialNote)).toBeDefined();
    expect(trial.getByText('2 albumy')).toBeDefined();
    expect(trial.getByText('Do 10 plików')).toBeDefined();
    expect(trial.getByText('1 film')).toBeDefined();
    expect(basic.getByText('Do 10 filmów')).toBeDefined();
    expect(trial.getByText('Dodawanie plików przez 7 dni')).toBeDefined();
    expect(trial.getByText('Pobieranie przez kolejne 7 dni')).toBeDefined();
    expect(trial.getByText(c.plan.features.slideshow).closest('li')?.dataset.included).toBe(
      'false',
    );
    expect(basic.getByText('99 zł')).toBeDefined();
    expect(basic.getByText('1 album')).toBeDefined();
    expect(basic.getByText('Pobieranie przez kolejne 10 dni')).toBeDefined();
    const premium = within(screen.getByTestId('plan-premium'));
    expect(premium.getByText('349 zł')).toBeDefined();
    expect(premium.getByText('10 albumów')).toBeDefined();
    expect(premium.getByText(c.plan.features.filesUnlimited)).toBeDefined();
    expect(premium.getByText(c.plan.features.videosUnlimited)).toBeDefined();
    expect(premium.getByText(c.plan.features.slideshow).closest('li')?.dataset.included).toBe(
      'true',
    );
    // Reveal mode and photo challenges: from standard up.
    const standard = within(screen.getByTestId('plan-standard'));
    const play = (card: typeof trial) =>
      card.getByText(c.plan.features.play.replace('\u00a0', ' ')).closest('li')?.dataset.included;
    expect([trial, basic, standard, premium].map(play)).toEqual(['false', 'false', 'true', 'true']);
  });

  it('warns before creating a trial whose upload days end before the event', async () => {
    const { user } = render();
    // Today is 1 May; the event on 20 June; a trial takes uploads 1–7 May.
    await toPlanStep(user);
    expect(screen.queryByTestId('trial-dates-warning')).toBeNull();
    await user.click(within(screen.getByTestId('plan-trial')).getByRole('button'));
    const warning = screen.getByTestId('trial-dates-warning');
    expect(warning.textContent).toBe(
      c.plan.trialEndsBeforeEvent
        .replace('{{uploadEnd}}', '7 maja 2026')
        .replace('{{eventDate}}', '20 czerwca 2026'),
    );
    // A paid plan has its own activation date: no warning.
    await user.click(within(screen.getByTestId('plan-basic')).getByRole('button'));
    expect(screen.queryByTestId('trial-dates-warning')).toBeNull();
  });

  it('keeps what was typed while the owner steps away (buy as a gift) and comes back', async () => {
    const first = render();
    await toPlanStep(first.user);
    first.unmount();
    const { user } = render();
    expect(await screen.findByRole('heading', { name: c.plan.title })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: c.previous }));
    expect(screen.getByLabelText(containing(c.details.name))).toHaveProperty(
      'value',
      'Wesele Ani i Tomka',
    );
    expect(screen.getByLabelText(c.details.guestCount)).toHaveProperty('value', '120');
  });

  it('works where the browser refuses storage (reading sessionStorage throws)', async () => {
    vi.stubGlobal('sessionStorage', undefined);
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    const { user } = render();
    await toPlanStep(user);
    expect(await screen.findByRole('heading', { name: c.plan.title })).toBeTruthy();
  });

  it('disables the trial at the plan step when three trials exist, with the reason', async () => {
    const trials = ['t1', 't2', 't3'].map((id) => ({ id, plan: 'trial' }));
    const { user } = renderWithProviders(<CreateEventPage now={now} />, {
      path: '/events/create',
      queries: [[eventsQueryKey, trials]],
    });
    await toPlanStep(user);
    const trial = screen.getByTestId('plan-trial');
    expect(within(trial).getByRole('button')).toHaveProperty('disabled', true);
    expect(within(trial).getByRole('note').textContent).toBe(
      pl.errors.trialLimitReached.replace('{{max}}', '3'),
    );
    expect(within(screen.getByTestId('plan-basic')).getByRole('button')).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('counts the steps right: a paid plan adds one, the trial and a code do not', async () => {
    const { user } = render();
    const counter = () => screen.getByText(/^Krok \d z \d/).textContent;
    // Until a plan is chosen, the activation step a paid plan needs is counted.
    expect(counter()).toBe('Krok 1 z 4: Kod aktywacyjny');
    await user.click(screen.getByRole('radio', { name: containing(c.start.withCode) }));
    expect(counter()).toBe('Krok 1 z 3: Kod aktywacyjny');
    await user.click(screen.getByRole('radio', { name: containing(c.start.withoutCode) }));
    await toPlanStep(user);
    expect(counter()).toBe('Krok 3 z 4: Pakiet');
    await user.click(within(screen.getByTestId('plan-trial')).getByRole('button'));
    expect(counter()).toBe('Krok 3 z 3: Pakiet');
    expect(screen.getByRole('button', { name: c.submit })).toBeTruthy();
    await user.click(within(screen.getByTestId('plan-standard')).getByRole('button'));
    expect(counter()).toBe('Krok 3 z 4: Pakiet');
    expect(screen.getByRole('button', { name: c.next })).toBeTruthy();
  });

  it('creates a trial once, even when submitted twice, and returns to the list', async () => {
    let resolve: (value: Response) => void = () => {};
    fetchMock.mockImplementation(
      () =>
        new Promise<Response>((done) => {
          resolve = done;
        }),
    );
    const { user, router } = render();
    await toPlanStep(user);
    await user.click(within(screen.getByTestId('plan-trial')).getByRole('button'));
    const submit = screen.getByRole('button', { name: c.submit });
    fireEvent.submit(submit.closest('form') as HTMLFormElement);
    fireEvent.submit(submit.closest('form') as HTMLFormElement);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: c.submit })).toHaveProperty('disabled', true),
    );
    expect(sentBody()).toEqual({
      name: 'Wesele Ani i Tomka',
      eventDate: '2026-06-20',
      type: 'wedding',
      guestCount: 120,
      language: 'pl',
      timeZone: 'Europe/Warsaw',
      plan: 'trial',
    });
    resolve(
      new Response(
        JSON.stringify({
          event: { id: 'new-1', name: 'Wesele Ani i Tomka', plan: 'trial', paid: false },
        }),
        { status: 201 },
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
    expect(await screen.findByText('Wydarzenie „Wesele Ani i Tomka” jest gotowe.')).toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('places the server’s field issues on their fields', async () => {
    fetchMock.mockImplementation(() =>
      apiError('errors.validation', 400, {
        issues: [{ path: ['name'], message: 'validation.event.nameTooLong' }],
      }),
    );
    const { user } = render();
    await toPlanStep(user);
    await user.click(within(screen.getByTestId('plan-trial')).getByRole('button'));
    await user.click(screen.getByRole('button', { name: c.submit }));
    const name = await screen.findByLabelText(containing(c.details.name));
    expect(screen.getByText(pl.validation.event.nameTooLong)).toBeDefined();
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the trial limit and missing fields as an alert in Polish', async () => {
    fetchMock.mockImplementation(() => apiError('errors.trialLimitReached', 409, { max: 3 }));
    const { user } = render();
    await toPlanStep(user);
    await user.click(within(screen.getByTestId('plan-trial')).getByRole('button'));
    await user.click(screen.getByRole('button', { name: c.submit }));
    const limit = await screen.findByText(
      'Osiągnięto limit 3 wydarzeń próbnych. Wybierz płatny pakiet, aby tworzyć kolejne wydarzenia.',
    );
    expect(limit.closest('[role="alert"]')).not.toBeNull();

    fetchMock.mockImplementation(() => apiError('errors.missingEventFields', 400));
    await user.click(screen.getByRole('button', { name: c.submit }));
    const missing = await screen.findByText(pl.errors.missingEventFields);
    expect(missing.closest('[role="alert"]')).not.toBeNull();
  });

  it('shows the verify action when the address is not confirmed', async () => {
    fetchMock.mockImplementation(() => apiError('errors.emailNotVerified', 403));
    const { user } = render();
    await toPlanStep(user);
    await user.click(within(screen.getByTestId('plan-trial')).getByRole('button'));
    await user.click(screen.getByRole('button', { name: c.submit }));
    expect(await screen.findByText(pl.errors.emailNotVerified)).toBeDefined();
    expect(screen.getByText('verify banner')).toBeDefined();
  });

  it('requires the code on the code path and checks it before the details', async () => {
    fetchMock.mockImplementation(() => apiError('errors.invalidActivationCode', 400));
    const { user } = render();
    await user.click(screen.getByRole('radio', { name: containing(c.start.withCode) }));
    await next(user);
    expect(screen.getByText(pl.validation.event.activationCodeRequired)).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(containing(c.start.code)), 'abcd-1234');
    await next(user);
    expect(await screen.findByText(pl.errors.invalidActivationCode)).toBeDefined();
    expect(sentBody()).toEqual({ code: 'abcd-1234' });
    // Still on the first step.
    expect(screen.getByLabelText(containing(c.start.code))).toHaveProperty('value', 'abcd-1234');

    fetchMock.mockImplementation(() => apiError('errors.activationCodeUsed', 400));
    await next(user);
    expect(await screen.findByText(pl.errors.activationCodeUsed)).toBeDefined();

    fetchMock.mockImplementation(() => Promise.reject(new TypeError('offline')));
    await next(user);
    expect(await screen.findByText(pl.errors.activationCodeCheckFailed)).toBeDefined();
  });

  it('creates a paid event on the code’s plan, with no plan step', async () => {
    fetchMock.mockImplementation((url: string) =>
      url.endsWith('/verify')
        ? answer(200, { code: '7K3D-9QXA-M2TW-H5RC', plan: 'premium' })
        : answer(201, { event: { id: 'new-2', name: 'Wesele', plan: 'premium', paid: true } }),
    );
    const { user, router } = render();
    await user.click(screen.getByRole('radio', { name: containing(c.start.withCode) }));
    await user.type(screen.getByLabelText(containing(c.start.code)), '7k3d 9qxa m2tw h5rc');
    await next(user);
    await fillDetails(user);
    await next(user);
    fireEvent.change(screen.getByLabelText(containing(c.activation.date)), {
      target: { value: '2026-06-20' },
    });
    // The last step names the plan the code unlocks; the event is paid, so no payment follows.
    expect(screen.getByText(c.activation.codePlan.replace('{{plan}}', 'Premium'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: c.submitPaid })).toBeNull();
    await user.click(screen.getByRole('button', { name: c.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
    const [, create] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(JSON.parse(String(create.body))).toMatchObject({
      activationCode: '7K3D-9QXA-M2TW-H5RC',
      plan: 'premium',
      activationDate: '2026-06-20',
    });
  });
});
