/** The event page's share panel: title, lead and the share content (link, QR code, preview). */
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../../../shared/api/get-event';
import classes from './event-page.module.css';
import { ShareContent } from './share-content';

export function SharePanel({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  return (
    <Paper className={classes.panel} component="section" aria-labelledby="share-title">
      <Stack gap="md">
        <div>
          <Title order={2} id="share-title" className={classes.sectionTitle}>
            {t('events.page.share.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('events.page.share.lead')}
          </Text>
        </div>
        <ShareContent event={event} />
      </Stack>
    </Paper>
  );
}
