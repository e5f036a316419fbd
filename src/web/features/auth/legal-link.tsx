/** A link to the terms or the privacy policy inside a form, opened in a new tab so the form keeps its input. */
import { Anchor, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function LegalLink({ to, children }: { to: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Anchor href={to} target="_blank" rel="noopener" inherit underline="always">
      {children}
      <VisuallyHidden component="span"> {t('auth.signUp.opensInNewTab')}</VisuallyHidden>
    </Anchor>
  );
}
