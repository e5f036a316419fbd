/** The Share tab: the guest link, the QR code and the guest page preview link. */
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../../../shared/api/get-event';
import { ShareContent } from '../event-page/share-content';
import classes from './settings.module.css';

export function ShareTab({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" className={classes.narrow}>
      <Text size="sm" c="dimmed">
        {t('eventSettings.share.lead')}
      </Text>
      <ShareContent event={event} />
    </Stack>
  );
}
