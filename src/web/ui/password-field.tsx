/** Mantine's PasswordInput with a translated show/hide button. */
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{
        'aria-label': visible ? t('auth.fields.hidePassword') : t('auth.fields.showPassword'),
        'aria-pressed': visible,
      }}
    />
  );
}
