/** A small preview of the guest page as saved, linking to the Guest page tab of the settings. */
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPalette } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { EventDetail } from '../../../shared/api/get-event';
import { StylePreview } from '../settings/style-preview';
import classes from './event-page.module.css';

export function StylePreviewPanel({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = `/events/settings/${encodeURIComponent(event.id)}?tab=guest-page`;
  return (
    <Paper className={classes.panel} component="section" aria-labelledby="style-preview-title">
      <div className={classes.stylePreview}>
        {/* A click on the picture opens the tab too; the link below is the accessible way. */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the link beside it serves the keyboard */}
        <div className={classes.stylePreviewFrame} onClick={() => navigate(to)}>
          <StylePreview
            name={event.name}
            eventDate={event.eventDate}
            language={event.language}
            style={event.style}
            guestbookVisible={event.settings.guestbookVisible}
          />
        </div>
        <Stack gap="xs" align="flex-start">
          <Title order={2} id="style-preview-title" className={classes.sectionTitle}>
            {t('eventSettings.preview.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('eventSettings.preview.lead')}
          </Text>
          <Anchor component={Link} to={to} size="sm" fw={600} className={classes.iconLink}>
            <IconPalette size={18} aria-hidden="true" />
            {t('eventSettings.preview.edit')}
          </Anchor>
        </Stack>
      </div>
    </Paper>
  );
}
