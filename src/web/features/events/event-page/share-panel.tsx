/**
 * The event page's share panel: title, lead and the share content (link, QR code, preview), and
 * the way to the print kit (the settings' Share tab; it changes nothing, so whoever may download
 * the photos may print it, as the server allows).
 */
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { roleAllows } from '../../../../shared/domain/roles';
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
        <ShareContent event={event}>
          {roleAllows(event.role, 'download') && (
            <Anchor
              component={Link}
              to={`/events/settings/${encodeURIComponent(event.id)}?tab=share`}
              size="sm"
              className={classes.iconLink}
            >
              <IconPrinter size={18} aria-hidden="true" />
              {t('events.page.share.printKit')}
            </Anchor>
          )}
        </ShareContent>
      </Stack>
    </Paper>
  );
}
