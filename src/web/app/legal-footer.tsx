/** Links to the terms and privacy policy, and the copyright line; used by both layouts. */
import { Anchor, Flex, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteName } from './site-config';

export interface LegalLinksProps {
  onNavigate?: () => void;
  size?: 'xs' | 'sm';
}

export function LegalLinks({ onNavigate, size = 'sm' }: LegalLinksProps) {
  const { t } = useTranslation();
  return (
    <Flex
      component="nav"
      aria-label={t('shell.footer.legalLinks')}
      wrap="wrap"
      columnGap="md"
      rowGap={4}
    >
      <Anchor component={Link} to="/terms" size={size} c="sand.7" onClick={onNavigate}>
        {t('shell.footer.terms')}
      </Anchor>
      <Anchor component={Link} to="/privacy" size={size} c="sand.7" onClick={onNavigate}>
        {t('shell.footer.privacy')}
      </Anchor>
    </Flex>
  );
}

export function Copyright({ size = 'sm' }: { size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const siteName = useSiteName();
  return (
    <Text size={size} c="dimmed">
      {t('shell.footer.copyright', { year: new Date().getFullYear(), siteName })}
    </Text>
  );
}
