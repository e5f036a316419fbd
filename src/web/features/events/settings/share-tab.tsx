/** The Share tab: the guest link, the QR code, the guest page preview link and the print kit. */
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../../../shared/api/get-event';
import { ShareContent } from '../event-page/share-content';
import { PrintKitForm } from './print-kit-form';
import classes from './settings.module.css';

export function ShareTab({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" className={classes.narrow}>
      <Text size="sm" c="dimmed">
        {t('eventSettings.share.lead')}
      </Text>
      <ShareContent event={event} />
      <PrintKitForm event={event} />
    </Stack>
  );
}
