/**
 * What an owner's page of one event shows when the event could not be loaded: either it is not
 * there (deleted, or not one of theirs), with the way back to their events, or the request
 * failed, with a retry. The event's page and its settings page show the same.
 */
import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isGone } from '../../app/api';
import classes from './event-page/event-page.module.css';

export function EventLoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (isGone(error)) {
    return (
      <Paper className={classes.panel}>
        <Stack gap="sm" align="flex-start">
          <Title order={1} className={classes.title}>
            {t('events.page.notFound.title')}
          </Title>
          <Text>{t('events.page.notFound.text')}</Text>
          <Anchor component={Link} to="/events">
            {t('events.page.notFound.back')}
          </Anchor>
        </Stack>
      </Paper>
    );
  }
  return (
    <Alert color="red" title={t('events.page.loadFailed')}>
      <Button variant="light" color="red" mt="sm" onClick={onRetry}>
        {t('events.page.retry')}
      </Button>
    </Alert>
  );
}
