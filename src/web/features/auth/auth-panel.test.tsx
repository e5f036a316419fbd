// @vitest-environment jsdom
/** The sign-in card's flows, with the server's answers stubbed at the auth-api boundary. */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pl } from '../../../shared/i18n/pl/index';
import { labelledInput } from '../../../test/web/queries';
import { renderRoutes, testConfig, testSession } from '../../../test/web/render';
import { ApiError } from '../../app/api';
import { toAuthError } from '../../app/auth/auth-request';
import { AuthPanel } from './auth-panel';

type Answer = () => Promise<unknown>;
const ok: Answer = () => Promise.resolve(undefined);

// Plain functions (not vi.fn()) standing in for the server; each test sets the answers it needs.
const server = vi.hoisted(() => ({
  calls: [] as string[],
  answers: {} as Record<string, () => Promise<unknown>>,
  session: null as unknown,
}));

function call(name: string, ...args: unknown[]) {
  server.calls.push(`${name}(${args.map((arg) => JSON.stringify(arg)).join(', ')})`);
  return (server.answers[name] ?? ok)();
}

vi.mock('./auth-api', () => ({
  assertSignedOut: () => call('assertSignedOut'),
  signInWithPassword: (credentials: unknown) => call('signIn', credentials),
  signUpWithPassword: (credentials: unknown, language: unknown, terms: unknown) =>
    call('signUp', credentials, language, terms),
  sendVerificationCode: (email: unknown) => call('sendCode', email),
  verifyEmail: (email: unknown, code: unknown, context: unknown) =>
    call('verifyEmail', email, code, context),
  requestPasswordReset: (email: unknown) => call('requestReset', email),
  resetPassword: (email: unknown, code: unknown, password: unknown) =>
    call('resetPassword', email, code, password),
  verifyTotp: (code: unknown) => call('verifyTotp', code),
  verifyBackupCode: (code: unknown) => call('verifyBackupCode', code),
  signInWithGoogle: (callback: unknown) => {
    server.calls.push(`google -> ${String(callback)}`);
    return Promise.resolve();
  },
}));
// The owner's screens' code (a chunk of its own in the app): here at once unless a test holds it.
const ownerScreens = vi.hoisted(() => ({ load: (): Promise<unknown> => Promise.resolve({}) }));
vi.mock('../../routes/load-owner-screens', () => ({
  loadOwnerScreens: () => ownerScreens.load(),
}));
vi.mock('../../app/auth/auth-client', () => ({
  authClient: { getSession: async () => ({ data: server.session, error: null }) },
}));

const email = 'anna@example.test';
const password = 'Wesele#2026';
const verifiedUser = testSession().user;

beforeEach(() => {
  server.calls = [];
  server.answers = {};
  server.session = null;
  ownerScreens.load = () => Promise.resolve({});
});

function renderPanel(path = '/', googleSignIn = false) {
  return renderRoutes(
    [
      { path: '/', element: <AuthPanel /> },
      { path: '/events/*', element: <h1>events page</h1> },
    ],
    { path, session: null, config: { ...testConfig, googleSignIn } },
  );
}

async function signIn(user: ReturnType<typeof renderPanel>['user']) {
  await user.type(screen.getByRole('textbox', { name: pl.auth.fields.email }), email);
  await user.type(labelledInput(pl.auth.fields.password), password);
  await user.click(screen.getByRole('button', { name: pl.auth.signIn.submit }));
}

function signedInWith(user = verifiedUser) {
  return () => {
    server.session = testSession(user);
    return Promise.resolve({ kind: 'signedIn', user });
  };
}

describe('AuthPanel: sign in', () => {
  it('signs in and goes where the visitor was going', async () => {
    server.answers.signIn = signedInWith();
    const { user, router } = renderPanel('/?redirect=%2Fevents%2Fsettings%2Fe1');
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/settings/e1'));
    expect(server.calls[0]).toBe('assertSignedOut()');
  });

  it('enters the app once the owner’s screens have loaded, its button busy until then', async () => {
    let loaded: (screens: unknown) => void = () => {};
    let asked = 0;
    ownerScreens.load = () => {
      asked += 1;
      return new Promise((resolve) => {
        loaded = resolve;
      });
    };
    server.answers.signIn = signedInWith();
    const { user, router } = renderPanel('/?redirect=%2Fevents');
    await signIn(user);
    // Asked for as the sign-in began, while the server checked the password.
    await waitFor(() =>
      expect(server.calls).toContain(`signIn(${JSON.stringify({ email, password })})`),
    );
    expect(asked).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/');
    const submit = screen.getByRole('button', { name: pl.auth.signIn.submit });
    expect(submit.hasAttribute('data-loading')).toBe(true);
    loaded({});
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
  });

  it('enters the app even when the owner’s screens did not load (the router asks again)', async () => {
    ownerScreens.load = () =>
      Promise.reject(new Error('Failed to fetch dynamically imported module'));
    server.answers.signIn = signedInWith();
    const { user, router } = renderPanel('/?redirect=%2Fevents');
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
  });

  it('shows one generic message for wrong credentials', async () => {
    server.answers.signIn = () =>
      Promise.reject(toAuthError({ code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 }));
    const { user, router } = renderPanel();
    await signIn(user);
    expect((await screen.findByRole('alert')).textContent).toBe(pl.auth.errors.invalidCredentials);
    expect(router.state.location.pathname).toBe('/');
  });

  it("says 'There is already a signed in user.' and offers to go on", async () => {
    server.answers.assertSignedOut = () =>
      Promise.reject(new ApiError({ key: 'errors.alreadySignedIn', status: 409 }));
    const { user, router } = renderPanel();
    await signIn(user);
    expect(await screen.findByText(pl.errors.alreadySignedIn)).toBeDefined();
    server.session = testSession();
    await user.click(screen.getByRole('button', { name: pl.auth.alreadySignedIn.continue }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
  });

  it('asks for the second factor when the account has it on, and takes a second try', async () => {
    server.answers.signIn = () => Promise.resolve({ kind: 'twoFactor' });
    server.answers.verifyTotp = () =>
      Promise.reject(toAuthError({ code: 'INVALID_CODE', status: 401 }));
    const { user, router } = renderPanel();
    await signIn(user);
    expect(await screen.findByRole('heading', { name: pl.auth.confirmSignIn.title })).toBeDefined();
    const firstBox = () =>
      screen.getAllByRole('textbox', { name: pl.auth.code.appLabel })[0] as HTMLElement;
    await user.type(firstBox(), '000000');
    expect((await screen.findByRole('alert')).textContent).toBe(pl.auth.errors.incorrectAppCode);

    server.answers.verifyTotp = () => {
      server.session = testSession();
      return Promise.resolve(verifiedUser);
    };
    await waitFor(() => expect(document.activeElement).toBe(firstBox()));
    await user.keyboard('123456');
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
    expect(server.calls).toContain('verifyTotp("000000")');
    expect(server.calls).toContain('verifyTotp("123456")');
  });

  it('offers to confirm an unconfirmed address, which can wait', async () => {
    server.answers.signIn = signedInWith({ ...verifiedUser, emailVerified: false });
    const { user, router } = renderPanel();
    await signIn(user);
    expect(await screen.findByRole('heading', { name: pl.auth.verifyContact.title })).toBeDefined();
    await user.click(screen.getByRole('button', { name: pl.auth.verifyContact.later }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
    expect(server.calls).not.toContain(`sendCode("${email}")`);
  });
});

describe('AuthPanel: Google', () => {
  it('offers Google only when the server has it configured', async () => {
    const first = renderPanel('/', false);
    expect(screen.queryByRole('button', { name: pl.auth.google.continue })).toBeNull();
    first.unmount();

    const { user } = renderPanel('/?redirect=%2Fevents%2Fx', true);
    await user.click(screen.getByRole('button', { name: pl.auth.google.continue }));
    expect(server.calls).toContain('google -> /events/x');
    await user.click(screen.getByRole('tab', { name: pl.auth.panel.tabs.signUp }));
    expect(screen.getByRole('button', { name: pl.auth.google.continue })).toBeDefined();
  });
});

describe('AuthPanel: sign up', () => {
  async function signUp(user: ReturnType<typeof renderPanel>['user']) {
    await user.click(screen.getByRole('tab', { name: pl.auth.panel.tabs.signUp }));
    await user.type(screen.getByRole('textbox', { name: pl.auth.fields.email }), email);
    await user.type(labelledInput(pl.auth.fields.password), password);
    await user.type(labelledInput(pl.auth.fields.confirmPassword), password);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: pl.auth.signUp.submit }));
  }

  it('creates the account in the interface language, then confirms the code and signs in', async () => {
    server.answers.signIn = signedInWith();
    const { user, router } = renderPanel();
    await signUp(user);
    expect(await screen.findByRole('heading', { name: pl.auth.confirmSignUp.title })).toBeDefined();
    expect(server.calls).toContain(`signUp(${JSON.stringify({ email, password })}, "pl", true)`);
    const boxes = screen.getAllByRole('textbox', { name: pl.auth.code.label });
    expect(boxes).toHaveLength(6);
    expect(boxes[0]?.getAttribute('autocomplete')).toBe('one-time-code');
    expect(boxes[0]?.getAttribute('inputmode')).toBe('numeric');
    await user.type(boxes[0] as HTMLElement, '654321');
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'));
    expect(server.calls).toContain(`verifyEmail("${email}", "654321", "signUp")`);
  });

  it("reads an expired code as 'The account was not confirmed on time.' and can send a new one later", async () => {
    server.answers.verifyEmail = () =>
      Promise.reject(
        toAuthError(
          { code: 'OTP_EXPIRED', status: 400 },
          { codes: { OTP_EXPIRED: 'errors.accountNotConfirmed' } },
        ),
      );
    const { user } = renderPanel();
    await signUp(user);
    await user.type(
      (await screen.findAllByRole('textbox', { name: pl.auth.code.label }))[0] as HTMLElement,
      '111111',
    );
    expect((await screen.findByRole('alert')).textContent).toContain(pl.errors.accountNotConfirmed);
    const resend = screen.getByRole('button', { name: pl.auth.code.resend });
    expect(resend).toHaveProperty('disabled', true); // the cooldown after sending
  });
});

describe('AuthPanel: forgotten password', () => {
  it('sends a code, sets the new password and returns to sign-in with a notice', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: pl.auth.signIn.forgotPassword }));
    await user.type(screen.getByRole('textbox', { name: pl.auth.fields.email }), email);
    await user.click(screen.getByRole('button', { name: pl.auth.forgotPassword.submit }));
    expect(await screen.findByRole('heading', { name: pl.auth.resetPassword.title })).toBeDefined();

    const save = screen.getByRole('button', { name: pl.auth.resetPassword.submit });
    await user.type(
      screen.getAllByRole('textbox', { name: pl.auth.code.label })[0] as HTMLElement,
      '222333',
    );
    await user.type(labelledInput(pl.auth.fields.newPassword), 'Nowe#Haslo1');
    expect(save).toHaveProperty('disabled', true);
    await user.type(labelledInput(pl.auth.fields.confirmNewPassword), 'Nowe#Haslo1');
    await user.click(save);

    expect(await screen.findByText(pl.auth.signIn.passwordReset)).toBeDefined();
    expect(server.calls).toContain(`resetPassword("${email}", "222333", "Nowe#Haslo1")`);
    expect(screen.getByRole('textbox', { name: pl.auth.fields.email })).toHaveProperty(
      'value',
      email,
    );
  });
});
