/**
 * The password prompt of a protected event, in the event's style. The right
 * password sets the event's HttpOnly cookie and the page loads; a wrong one
 * and too many attempts (429) say so.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicEventTeaser } from '../../../shared/api/public';
import { ApiError, useErrorMessage } from '../../app/api';
import { useAsyncAction } from '../../app/use-async-action';
import { publicEventQueryKey, unlockEvent } from './api/public-event';
import { GuestScreen, guestScreenClasses } from './guest-screen';
import { GuestButton, PasswordField, Stack } from './ui/ui';

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
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    if (password === '') {
      setMissing(true);
      return;
    }
    await action.run(async () => {
      await unlockEvent(event.id, password);
      await queryClient.invalidateQueries({ queryKey: publicEventQueryKey(event.id) });
    });
  }

  let error: string | null = null;
  if (missing) error = t('validation.required');
  else if (action.error instanceof ApiError && action.error.status === 429)
    error = t('guest.password.tooManyAttempts');
  else if (action.error instanceof ApiError && action.error.status === 401)
    error = t('errors.incorrectPassword');
  else if (action.error) error = errorMessage(action.error);

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
          <GuestButton type="submit" loading={action.pending} className={guestScreenClasses.submit}>
            {t('guest.password.submit')}
          </GuestButton>
        </Stack>
      </form>
    </GuestScreen>
  );
}
