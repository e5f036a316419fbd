/** The e-mail field of the sign-in card's forms: the username, typed on phones without autocorrect. */
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface EmailFieldProps {
  value: string;
  onChange: (email: string) => void;
  /** `username` where an existing account signs in, `email` where a new one is made. */
  autoComplete: 'username' | 'email';
  onBlur?: () => void;
  error?: string;
}

export function EmailField({ value, onChange, autoComplete, onBlur, error }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth.fields.email')}
      placeholder={t('auth.fields.emailPlaceholder')}
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      spellCheck={false}
      autoCapitalize="none"
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={error}
    />
  );
}
