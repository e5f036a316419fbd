/**
 * /digest/:token, the daily digest e-mail's one-click link: opening it turns the summary off
 * (no sign-in; the token is signed by the server) and offers turning it back on.
 */
import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorMessage } from '../../app/api';
import { usePageTitle } from '../../app/page-title';
import { PublicLayout } from '../../app/public-layout';
import { useDigestOptOut } from '../../shared/api/members';
import classes from './members-pages.module.css';

export function DigestOptOutPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const change = useDigestOptOut(token);
  const started = useRef(false);
  const result = change.data;
  usePageTitle(result?.enabled ? t('members.digest.onTitle') : t('members.digest.offTitle'));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    change.mutate(false);
  }, [change]);

  return (
    <PublicLayout>
      <Paper className={classes.card} withBorder radius="lg">
        <Stack gap="md" align="flex-start">
          <IconMailOff size={32} aria-hidden="true" className={classes.icon} />
          {change.isError ? (
            <>
              <Title order={1} size="h2">
                {t('members.digest.invalidTitle')}
              </Title>
              <Alert color="orange" role="alert" w="100%">
                {errorMessage(change.error)}
              </Alert>
            </>
          ) : !result ? (
            <Text aria-busy="true">{t('members.digest.working')}</Text>
          ) : (
            <>
              <Title order={1} size="h2">
                {result.enabled ? t('members.digest.onTitle') : t('members.digest.offTitle')}
              </Title>
              <Text className={classes.text}>
                {result.enabled
                  ? t('members.digest.onText', { event: result.eventName })
                  : t('members.digest.offText', { event: result.eventName })}
              </Text>
              <Button
                variant="default"
                loading={change.isPending}
                onClick={() => change.mutate(!result.enabled)}
              >
                {result.enabled ? t('members.digest.turnOff') : t('members.digest.turnOn')}
              </Button>
            </>
          )}
          <Anchor component={Link} to="/events" size="sm">
            {t('members.invitation.toEvents')}
          </Anchor>
        </Stack>
      </Paper>
    </PublicLayout>
  );
}
