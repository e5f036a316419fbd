/** "Continue with Google", shown only when the server has Google sign-in configured. */
import { Button, Divider, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { currentLanguage } from '../../app/i18n';
import { useSiteConfig } from '../../app/site-config';
import { useAsyncAction } from '../../app/use-async-action';
import { signInWithGoogle } from './auth-api';
import { FormError } from './form-error';
import { LegalLink } from './legal-link';

export const googleErrorParam = 'signInError';

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#FFC107"
        d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.6-.4-3.9z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.1H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z"
      />
    </svg>
  );
}

export interface GoogleButtonProps {
  /** Where to come back to after a successful sign-in. */
  callbackPath: string;
  disabled?: boolean;
}

export function GoogleButton({ callbackPath, disabled }: GoogleButtonProps) {
  const { t, i18n } = useTranslation();
  const { data: config } = useSiteConfig();
  const action = useAsyncAction();
  if (!config?.googleSignIn) return null;

  function start() {
    void action.run(() =>
      signInWithGoogle(callbackPath, `/?${googleErrorParam}=google`, currentLanguage(i18n)),
    );
  }

  return (
    <>
      <Button
        variant="default"
        size="md"
        fullWidth
        leftSection={<GoogleMark />}
        onClick={start}
        loading={action.pending}
        disabled={disabled}
      >
        {t('auth.google.continue')}
      </Button>
      <Text size="xs" c="dimmed" ta="center">
        <Trans
          i18nKey="auth.google.acceptTerms"
          components={{
            terms: <LegalLink to="/terms" />,
            privacy: <LegalLink to="/privacy" />,
          }}
        />
      </Text>
      <FormError error={action.error} />
      <Divider label={t('auth.google.or')} labelPosition="center" color="sand.2" />
    </>
  );
}
