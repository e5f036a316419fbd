/**
 * The sign-in card of the start screen: "Sign in" and "Sign up" tabs, and the
 * steps that follow them: confirm sign-up (code), verify contact and confirm
 * verify (skippable), confirm sign-in (second factor), forgot password and
 * confirm reset password. When the flow ends with a session, the app learns
 * about it and goes to the page the visitor wanted (or /events).
 */
import { Alert, Paper, Stack, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../app/api';
import { afterSignInPath } from '../../app/auth/redirect';
import { fetchSession, useSetSession } from '../../app/auth/session';
import { currentLanguage } from '../../app/i18n';
import { loadOwnerScreens } from '../../routes/load-owner-screens';
import {
  assertSignedOut,
  type Credentials,
  requestPasswordReset,
  resetPassword,
  sendVerificationCode,
  signInWithPassword,
  signUpWithPassword,
  verifyBackupCode,
  verifyEmail,
  verifyTotp,
} from './auth-api';
import classes from './auth-panel.module.css';
import { ConfirmCodeStep } from './confirm-code-step';
import { ForgotPasswordForm } from './forgot-password-form';
import { GoogleButton, googleErrorParam } from './google-button';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { TwoFactorStep } from './two-factor-step';
import { VerifyContactStep } from './verify-contact-step';

/**
 * Whether the server e-mails the confirmation code itself when an account is
 * created (Better Auth's emailOTP `sendVerificationOnSignUp`).
 */
const serverSendsCodeOnSignUp = true;

export type AuthTab = 'signIn' | 'signUp';

type Step =
  | {
      name: 'tabs';
      tab: AuthTab;
      notice?: 'auth.signIn.passwordReset' | 'auth.signIn.emailConfirmed';
    }
  | { name: 'confirmSignUp'; credentials: Credentials }
  | {
      name: 'verifyContact' | 'confirmVerify';
      email: string;
      credentials?: Credentials;
      signedIn: boolean;
    }
  | { name: 'twoFactor'; credentials: Credentials }
  | { name: 'forgotPassword' }
  | { name: 'resetPassword' };

/**
 * The owner's screens, asked for as a sign-in begins, so that their code arrives while the
 * server answers. A failed load does not stop the sign-in: the router asks again and shows
 * its error screen if the code still does not come.
 */
function preloadOwnerScreens(): Promise<unknown> {
  return loadOwnerScreens().catch(() => undefined);
}

function errorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? String(error.params.code ?? '') : undefined;
}

export interface AuthPanelProps {
  /** @default 'signIn' */
  initialTab?: AuthTab;
}

export function AuthPanel({ initialTab = 'signIn' }: AuthPanelProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const setSession = useSetSession();
  // An invitation link brings its address along (`?email=`).
  const [email, setEmail] = useState(() => searchParams.get('email')?.slice(0, 254) ?? '');
  const [step, setStep] = useState<Step>({ name: 'tabs', tab: initialTab });
  const card = useRef<HTMLElement>(null);
  const target = afterSignInPath(searchParams);
  const googleFailed = searchParams.get(googleErrorParam) === 'google';

  // A new step starts at the top of the card, not wherever focusing its field scrolled to.
  useEffect(() => {
    if (step.name === 'tabs') return;
    const top = card.current?.getBoundingClientRect().top ?? 0;
    if (top < 80) card.current?.scrollIntoView({ block: 'start' });
  }, [step.name]);

  /**
   * Ends the flow: signs in with the credentials if no session exists yet, then enters the app
   * once the owner's screens have loaded (their code comes while the session is checked): until
   * then the card stays, its button busy, rather than an empty screen.
   */
  const finish = useCallback(
    async (credentials?: Credentials) => {
      const screens = preloadOwnerScreens();
      let session = await fetchSession();
      if (!session && credentials) {
        const result = await signInWithPassword(credentials);
        if (result.kind === 'twoFactor') {
          setStep({ name: 'twoFactor', credentials });
          return;
        }
        session = await fetchSession();
      }
      if (!session) {
        setStep(
          credentials
            ? { name: 'tabs', tab: 'signIn', notice: 'auth.signIn.emailConfirmed' }
            : { name: 'tabs', tab: 'signIn' },
        );
        return;
      }
      await screens;
      setSession(session);
      navigate(target, { replace: true });
    },
    [navigate, setSession, target],
  );

  const continueSignedIn = useCallback(() => {
    finish().catch(() => undefined);
  }, [finish]);

  async function signIn(credentials: Credentials) {
    void preloadOwnerScreens();
    await assertSignedOut();
    let result: Awaited<ReturnType<typeof signInWithPassword>>;
    try {
      result = await signInWithPassword(credentials);
    } catch (error) {
      if (errorCode(error) !== 'EMAIL_NOT_VERIFIED') throw error;
      setStep({ name: 'verifyContact', email: credentials.email, credentials, signedIn: false });
      return;
    }
    if (result.kind === 'twoFactor') {
      setStep({ name: 'twoFactor', credentials });
      return;
    }
    if (!result.user.emailVerified) {
      setStep({ name: 'verifyContact', email: result.user.email, credentials, signedIn: true });
      return;
    }
    await finish();
  }

  async function signUp(credentials: Credentials, termsAccepted: boolean) {
    await assertSignedOut();
    await signUpWithPassword(credentials, currentLanguage(i18n), termsAccepted);
    if (!serverSendsCodeOnSignUp) await sendVerificationCode(credentials.email);
    setStep({ name: 'confirmSignUp', credentials });
  }

  async function afterSecondFactor(
    user: { email: string; emailVerified: boolean },
    credentials: Credentials,
  ) {
    if (!user.emailVerified) {
      setStep({ name: 'verifyContact', email: user.email, credentials, signedIn: true });
      return;
    }
    await finish();
  }

  function showTab(tab: AuthTab) {
    setStep({ name: 'tabs', tab });
  }

  function renderStep() {
    switch (step.name) {
      case 'tabs':
        return (
          <Tabs
            value={step.tab}
            onChange={(value) => showTab(value === 'signUp' ? 'signUp' : 'signIn')}
            keepMounted={false}
            classNames={{ list: classes.tabList, tab: classes.tab }}
          >
            <Tabs.List grow>
              <Tabs.Tab value="signIn">{t('auth.panel.tabs.signIn')}</Tabs.Tab>
              <Tabs.Tab value="signUp">{t('auth.panel.tabs.signUp')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="signIn" pt="lg">
              <Stack gap="md">
                <Text size="sm" className={classes.text}>
                  {t('auth.signIn.text')}
                </Text>
                {step.notice && (
                  <Alert
                    color="teal"
                    variant="light"
                    radius="md"
                    role="status"
                    icon={<IconCircleCheck size={20} aria-hidden="true" />}
                  >
                    <Text size="sm">{t(step.notice)}</Text>
                  </Alert>
                )}
                {googleFailed && (
                  <Alert
                    color="orange"
                    variant="light"
                    radius="md"
                    icon={<IconInfoCircle size={20} aria-hidden="true" />}
                  >
                    <Text size="sm">{t('auth.google.failed')}</Text>
                  </Alert>
                )}
                <GoogleButton callbackPath={target} />
                <SignInForm
                  email={email}
                  onEmailChange={setEmail}
                  onSubmit={signIn}
                  onForgotPassword={() => setStep({ name: 'forgotPassword' })}
                  onContinue={continueSignedIn}
                />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="signUp" pt="lg">
              <Stack gap="md">
                <Text size="sm" className={classes.text}>
                  {t('auth.signUp.text')}
                </Text>
                <GoogleButton callbackPath={target} />
                <SignUpForm
                  email={email}
                  onEmailChange={setEmail}
                  onSubmit={signUp}
                  onContinue={continueSignedIn}
                />
              </Stack>
            </Tabs.Panel>
          </Tabs>
        );
      case 'confirmSignUp': {
        const { credentials } = step;
        return (
          <ConfirmCodeStep
            title={t('auth.confirmSignUp.title')}
            text={
              <Trans
                i18nKey="auth.confirmSignUp.text"
                values={{ email: credentials.email }}
                components={{ strong: <strong className={classes.email} /> }}
              />
            }
            email={credentials.email}
            submitLabel={t('auth.confirmSignUp.submit')}
            onSubmit={async (code) => {
              void preloadOwnerScreens();
              await verifyEmail(credentials.email, code, 'signUp');
              await finish(credentials);
            }}
            onResend={() => sendVerificationCode(credentials.email)}
            laterLabel={t('auth.confirmSignUp.later')}
            onLater={() => finish(credentials)}
            onContinue={continueSignedIn}
          />
        );
      }
      case 'verifyContact': {
        const current = step;
        return (
          <VerifyContactStep
            email={current.email}
            onSend={async () => {
              await sendVerificationCode(current.email);
              setStep({ ...current, name: 'confirmVerify' });
            }}
            onLater={() => (current.signedIn ? finish() : showTab('signIn'))}
          />
        );
      }
      case 'confirmVerify': {
        const current = step;
        return (
          <ConfirmCodeStep
            title={t('auth.confirmVerify.title')}
            text={
              <Trans
                i18nKey="auth.confirmVerify.text"
                values={{ email: current.email }}
                components={{ strong: <strong className={classes.email} /> }}
              />
            }
            email={current.email}
            submitLabel={t('auth.confirmVerify.submit')}
            onSubmit={async (code) => {
              await verifyEmail(current.email, code, 'verify');
              await finish(current.credentials);
            }}
            onResend={() => sendVerificationCode(current.email)}
            laterLabel={t('auth.confirmVerify.later')}
            onLater={() => (current.signedIn ? finish() : showTab('signIn'))}
          />
        );
      }
      case 'twoFactor': {
        const { credentials } = step;
        return (
          <TwoFactorStep
            onSubmitCode={async (code) => afterSecondFactor(await verifyTotp(code), credentials)}
            onSubmitBackupCode={async (code) =>
              afterSecondFactor(await verifyBackupCode(code), credentials)
            }
            onBack={() => showTab('signIn')}
          />
        );
      }
      case 'forgotPassword':
        return (
          <ForgotPasswordForm
            email={email}
            onEmailChange={setEmail}
            onSubmit={async (address) => {
              await assertSignedOut();
              await requestPasswordReset(address);
              setStep({ name: 'resetPassword' });
            }}
            onBack={() => showTab('signIn')}
            onContinue={continueSignedIn}
          />
        );
      case 'resetPassword':
        return (
          <ResetPasswordForm
            email={email}
            onSubmit={async (code, password) => {
              await resetPassword(email, code, password);
              setStep({ name: 'tabs', tab: 'signIn', notice: 'auth.signIn.passwordReset' });
            }}
            onResend={() => requestPasswordReset(email)}
            onBack={() => showTab('signIn')}
          />
        );
    }
  }

  return (
    <Paper
      component="section"
      ref={card}
      aria-labelledby="auth-panel-title"
      className={classes.card}
    >
      <VisuallyHidden>
        <h2 id="auth-panel-title">{t('auth.panel.label')}</h2>
      </VisuallyHidden>
      {renderStep()}
    </Paper>
  );
}
