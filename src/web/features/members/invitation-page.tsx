/**
 * /invitations/:token, the page an invitation e-mail's link opens: who invites, to which event,
 * in which role. Signed out, it offers signing in or creating an account for the invited
 * address and brings the visitor back (`?accept=1`), where the invitation is accepted and
 * the new member lands on the event. Signed in with another address, it says so and offers
 * signing out. Expired, withdrawn, used and unknown links say which.
 */
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconLogout, IconUsers } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatLongDate } from '../../../shared/i18n/format';
import { useErrorMessage } from '../../app/api';
import { redirectParam } from '../../app/auth/redirect';
import { useAuth } from '../../app/auth/session';
import { useSignOut } from '../../app/auth/sign-out';
import { currentLanguage } from '../../app/i18n';
import { usePageTitle } from '../../app/page-title';
import { PublicLayout } from '../../app/public-layout';
import { useAcceptInvitation, useInvitation } from '../../shared/api/members';
import classes from './members-pages.module.css';

const reload = () => window.location.reload();

export function InvitationPage({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  usePageTitle(t('members.invitation.title'));
  const language = currentLanguage(i18n);
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { status, user } = useAuth();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation(token);
  const signOut = useSignOut(reload);
  const autoAccepted = useRef(false);

  const data = invitation.data;
  const matches = !!data && !!user && user.email.toLowerCase() === data.email;

  function doAccept() {
    if (!data) return;
    accept.mutate(undefined, {
      onSuccess: ({ eventId }) => {
        notifications.show({
          color: 'teal',
          message: t('members.invitation.accepted', { event: data.eventName }),
        });
        navigate(`/events/album/${encodeURIComponent(eventId)}`, { replace: true });
      },
    });
  }

  // Back from signing in or up: accept at once.
  useEffect(() => {
    if (search.get('accept') === '1' && matches && !autoAccepted.current) {
      autoAccepted.current = true;
      doAccept();
    }
  });

  const back = `/invitations/${encodeURIComponent(token)}?accept=1`;
  const authLink = (signUp: boolean) => {
    const params = new URLSearchParams();
    if (signUp) params.set('tab', 'signUp');
    params.set(redirectParam, back);
    if (data) params.set('email', data.email);
    return `/?${params}`;
  };

  return (
    <PublicLayout>
      <Paper className={classes.card} withBorder radius="lg">
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <IconUsers size={28} aria-hidden="true" className={classes.icon} />
            <Title order={1} size="h2">
              {t('members.invitation.title')}
            </Title>
          </Group>
          {invitation.isPending ? (
            <Text aria-busy="true">{t('members.invitation.loading')}</Text>
          ) : invitation.isError ? (
            <Stack gap="sm" align="flex-start">
              <Alert color="orange" role="alert" w="100%">
                {errorMessage(invitation.error)}
              </Alert>
              <Anchor component={Link} to="/events">
                {t('members.invitation.toEvents')}
              </Anchor>
            </Stack>
          ) : (
            data && (
              <Stack gap="md">
                <Text size="lg" className={classes.text}>
                  {t('members.invitation.text', {
                    inviter: data.inviterName,
                    event: data.eventName,
                  })}
                </Text>
                <Group gap={6}>
                  <Badge variant="filled" color="clay">
                    {t('members.invitation.role', { role: t(`members.roles.${data.role}`) })}
                  </Badge>
                  {data.eventDate && (
                    <Badge variant="light" color="gray">
                      {formatLongDate(data.eventDate, language)}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {t(`members.roleHints.${data.role}`)}
                </Text>
                <Text size="sm" className={classes.text}>
                  {t('members.invitation.forEmail', { email: data.email })} ·{' '}
                  {t('members.invitation.validUntil', {
                    date: formatLongDate(data.expiresAt.slice(0, 10), language),
                  })}
                </Text>
                {accept.isError && (
                  <Alert color="red" role="alert">
                    {errorMessage(accept.error)}
                  </Alert>
                )}
                {status === 'authenticated' && matches ? (
                  <Button
                    size="md"
                    leftSection={<IconCheck size={18} aria-hidden="true" />}
                    loading={accept.isPending}
                    onClick={doAccept}
                  >
                    {t('members.invitation.accept')}
                  </Button>
                ) : status === 'authenticated' ? (
                  <Stack gap="sm">
                    <Alert color="orange" role="alert">
                      {t('errors.invitationWrongAccount', { email: data.email })}
                    </Alert>
                    <Button
                      variant="default"
                      leftSection={<IconLogout size={18} aria-hidden="true" />}
                      onClick={() => void signOut()}
                    >
                      {t('members.invitation.signOut')}
                    </Button>
                  </Stack>
                ) : (
                  <Stack gap="sm">
                    <Text size="sm" className={classes.text}>
                      {t('members.invitation.signedOut', { email: data.email })}
                    </Text>
                    <Stack gap="xs">
                      <Button component={Link} to={authLink(true)} fullWidth>
                        {t('members.invitation.signUp')}
                      </Button>
                      <Button component={Link} to={authLink(false)} variant="default" fullWidth>
                        {t('members.invitation.signIn')}
                      </Button>
                    </Stack>
                  </Stack>
                )}
              </Stack>
            )
          )}
        </Stack>
      </Paper>
    </PublicLayout>
  );
}
