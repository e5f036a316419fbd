/**
 * The password prompt of a protected event, in the event's style. The right
 * password sets the event's HttpOnly cookie and the page loads; a wrong one
 * says so. Wrong guesses count per phone: when the server makes this phone
 * wait, the prompt counts the seconds down and sends nothing until then.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicEventTeaser } from '../../../shared/api/public';
import { ApiError, useErrorMessage } from '../../app/api';
import { useAsyncAction } from '../../app/use-async-action';
import { publicEventQueryKey, unlockEvent } from './api/public-event';
import { GuestScreen, guestScreenClasses } from './guest-screen';
import { shellPassword, takeShellUnlock } from './shell-handover';
import { PasswordField } from './ui/fields';
import { GuestButton, Stack } from './ui/ui';

export function PasswordPrompt({
  event,
  corner,
}: {
  event: PublicEventTeaser;
  corner?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const action = useAsyncAction();
  // What was typed in the first HTML, before this script came.
  const [password, setPassword] = useState(shellPassword);
  const [missing, setMissing] = useState(false);
  const [waitUntil, setWaitUntil] = useState(0);
  const [remaining, setRemaining] = useState(0);

  // The server's wait for this phone (401 after too many guesses, 429 when asked too soon).
  useEffect(() => {
    const error = action.error;
    if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 429)) return;
    const seconds = Number(error.params.seconds);
    if (Number.isFinite(seconds) && seconds > 0) setWaitUntil(Date.now() + seconds * 1000);
  }, [action.error]);

  useEffect(() => {
    const tick = () => setRemaining(Math.max(0, Math.ceil((waitUntil - Date.now()) / 1000)));
    tick();
    if (waitUntil <= Date.now()) return;
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [waitUntil]);
  const waiting = remaining > 0;

  async function submit(formEvent?: FormEvent) {
    formEvent?.preventDefault();
    if (password === '') {
      setMissing(true);
      return;
    }
    if (waiting) return;
    await action.run(async () => {
      await unlockEvent(event.id, password);
      await queryClient.invalidateQueries({ queryKey: publicEventQueryKey(event.id) });
    });
  }

  // "Enter" tapped in the first HTML: sent once, as a tap here would.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with what was handed over
  useEffect(() => {
    if (takeShellUnlock()) void submit();
  }, []);

  const wait = waiting
    ? t('guest.password.wait', { count: remaining })
    : waitUntil > 0
      ? t('guest.password.ready')
      : null;
  let error: string | null = null;
  if (missing) error = t('validation.required');
  else if (action.error instanceof ApiError && action.error.status === 429)
    error = wait ?? t('guest.password.tooManyAttempts');
  else if (action.error instanceof ApiError && action.error.status === 401)
    error = wait ? `${t('errors.incorrectPassword')}. ${wait}` : t('errors.incorrectPassword');
  else if (action.error) error = errorMessage(action.error);
  else if (waiting) error = wait;

  return (
    <GuestScreen style={event.style} name={event.name} corner={corner} language={i18n.language}>
      <form onSubmit={submit} noValidate>
        <Stack gap={16}>
          <div>
            <h2 className={guestScreenClasses.title}>{t('guest.password.title')}</h2>
            <p className={guestScreenClasses.text}>{t('guest.password.text')}</p>
          </div>
          <PasswordField
            label={t('guest.password.label')}
            value={password}
            onChange={(change) => {
              setPassword(change.currentTarget.value);
              setMissing(false);
              action.reset();
            }}
            error={error}
            autoComplete="current-password"
            autoFocus
            showLabel={t('guest.password.show')}
            hideLabel={t('guest.password.show')}
          />
          <GuestButton
            type="submit"
            loading={action.pending}
            disabled={waiting}
            className={guestScreenClasses.submit}
          >
            {t('guest.password.submit')}
          </GuestButton>
        </Stack>
      </form>
    </GuestScreen>
  );
}
