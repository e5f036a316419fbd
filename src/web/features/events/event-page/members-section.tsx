/**
 * The people running the event. The owner invites by e-mail with a role, sees members and
 * pending invitations, changes a role, withdraws an invitation or removes someone (with a
 * confirm step). A co-host or moderator sees their own role instead. Everyone with access
 * has their own daily digest switch here.
 */
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailForward, IconTrash, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member } from '../../../../shared/api/members';
import { type MemberRole, memberRoles, roleAllows } from '../../../../shared/domain/roles';
import { validateEmail } from '../../../../shared/domain/validation';
import { formatLongDate } from '../../../../shared/i18n/format';
import { showsData, useErrorMessage } from '../../../app/api';
import { currentLanguage } from '../../../app/i18n';
import type { EventDetail } from '../../../shared/api/get-event';
import { useDigestSetting, useMembers, useMembersActions } from '../../../shared/api/members';
import classes from './event-page.module.css';

export function MembersSection({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const manages = roleAllows(event.role, 'members');
  return (
    <Paper className={classes.panel} component="section" aria-labelledby="members-title">
      <Stack gap="md">
        <Title order={2} id="members-title" className={classes.sectionTitle}>
          {t('members.panel.title')}
        </Title>
        {manages ? (
          <MembersManager eventId={event.id} />
        ) : (
          <Stack gap={4}>
            <Text fw={600}>
              {t('members.panel.yourRole', { role: t(`members.roles.${event.role}`) })}
            </Text>
            {event.role !== 'owner' && (
              <Text size="sm" c="dimmed">
                {t(`members.panel.roleNotice.${event.role}`)}
              </Text>
            )}
          </Stack>
        )}
        <DigestSwitch eventId={event.id} />
      </Stack>
    </Paper>
  );
}

function DigestSwitch({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { query, save } = useDigestSetting(eventId);
  return (
    <Switch
      label={t('members.digest.setting')}
      description={t('members.digest.settingHint')}
      checked={save.isPending ? save.variables : (query.data?.enabled ?? false)}
      disabled={query.isPending || save.isPending}
      onChange={(e) =>
        save.mutate(e.currentTarget.checked, {
          onSuccess: () =>
            notifications.show({ color: 'teal', message: t('members.digest.saved') }),
          onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
        })
      }
    />
  );
}

function MembersManager({ eventId }: { eventId: string }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const errorMessage = useErrorMessage();
  const members = useMembers(eventId);
  const actions = useMembersActions(eventId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('cohost');
  const [tried, setTried] = useState(false);
  const [removing, setRemoving] = useState<Member | null>(null);
  const roleOptions = memberRoles.map((value) => ({ value, label: t(`members.roles.${value}`) }));
  const emailProblem = validateEmail(email);

  function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (emailProblem) return;
    actions.invite.mutate(
      { email: email.trim(), role },
      {
        onSuccess: ({ invitation }) => {
          notifications.show({
            color: 'teal',
            message: t('members.panel.invited', { email: invitation.email }),
          });
          setEmail('');
          setTried(false);
        },
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
      },
    );
  }

  const failed = (error: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(error) });

  if (members.isError && !showsData(members)) {
    return (
      <Alert color="red" title={t('members.panel.loadFailed')}>
        <Button variant="light" color="red" mt="sm" onClick={() => members.refetch()}>
          {t('members.panel.retry')}
        </Button>
      </Alert>
    );
  }
  const list = members.data?.members ?? [];
  const invitations = members.data?.invitations ?? [];
  const name = (m: { name: string; email: string }) => m.name.trim() || m.email;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('members.panel.lead')}
      </Text>
      <Stack
        gap="xs"
        component="ul"
        className={classes.plainList}
        aria-label={t('members.panel.title')}
      >
        {list.map((m) => (
          <Group key={m.userId} component="li" justify="space-between" gap="xs" wrap="wrap">
            <Stack gap={0} className={classes.person}>
              <Text fw={600} className={classes.breakAnywhere}>
                {name(m)}{' '}
                {m.you && (
                  <Badge variant="light" size="sm">
                    {t('members.panel.you')}
                  </Badge>
                )}
              </Text>
              {m.name.trim() && (
                <Text size="xs" c="dimmed" className={classes.breakAnywhere}>
                  {m.email}
                </Text>
              )}
            </Stack>
            {m.role === 'owner' ? (
              <Badge variant="light" color="clay">
                {t('members.roles.owner')}
              </Badge>
            ) : (
              <Group gap={6} wrap="nowrap">
                <Select
                  aria-label={t('members.panel.roleOf', { name: name(m) })}
                  data={roleOptions}
                  value={m.role}
                  allowDeselect={false}
                  w={170}
                  onChange={(value) =>
                    value &&
                    actions.changeRole.mutate(
                      { userId: m.userId, role: value as MemberRole },
                      {
                        onSuccess: () =>
                          notifications.show({
                            color: 'teal',
                            message: t('members.panel.roleChanged'),
                          }),
                        onError: failed,
                      },
                    )
                  }
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size={36}
                  aria-label={`${t('members.panel.remove')}: ${name(m)}`}
                  onClick={() => setRemoving(m)}
                >
                  <IconTrash size={18} aria-hidden="true" />
                </ActionIcon>
              </Group>
            )}
          </Group>
        ))}
      </Stack>
      {list.length === 1 && invitations.length === 0 && (
        <Text size="sm">{t('members.panel.alone')}</Text>
      )}

      {invitations.length > 0 && (
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('members.panel.pending')}
          </Text>
          <Stack
            gap={6}
            component="ul"
            className={classes.plainList}
            aria-label={t('members.panel.pending')}
          >
            {invitations.map((i) => (
              <Group key={i.id} component="li" justify="space-between" gap="xs" wrap="wrap">
                <Stack gap={0} className={classes.person}>
                  <Text size="sm" className={classes.breakAnywhere}>
                    {i.email}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`members.roles.${i.role}`)} ·{' '}
                    {t('members.panel.pendingUntil', {
                      date: formatLongDate(i.expiresAt.slice(0, 10), language),
                    })}
                  </Text>
                </Stack>
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  leftSection={<IconX size={14} aria-hidden="true" />}
                  aria-label={`${t('members.panel.revoke')}: ${i.email}`}
                  onClick={() =>
                    actions.revoke.mutate(i.id, {
                      onSuccess: () =>
                        notifications.show({ color: 'teal', message: t('members.panel.revoked') }),
                      onError: failed,
                    })
                  }
                >
                  {t('members.panel.revoke')}
                </Button>
              </Group>
            ))}
          </Stack>
        </Stack>
      )}

      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group gap="sm" align="flex-start" wrap="wrap">
            <TextInput
              type="email"
              autoComplete="off"
              label={t('members.panel.email')}
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={tried && emailProblem ? t(emailProblem) : undefined}
              className={classes.grow}
              miw={220}
            />
            <Select
              label={t('members.panel.role')}
              data={roleOptions}
              value={role}
              allowDeselect={false}
              onChange={(value) => value && setRole(value as MemberRole)}
              w={190}
            />
          </Group>
          <Text size="xs" c="dimmed">
            {t(`members.roleHints.${role}`)}
          </Text>
          <Group>
            <Button
              type="submit"
              loading={actions.invite.isPending}
              leftSection={<IconMailForward size={18} aria-hidden="true" />}
            >
              {t('members.panel.invite')}
            </Button>
          </Group>
        </Stack>
      </form>

      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={removing ? t('members.panel.removeTitle', { name: name(removing) }) : ''}
      >
        <Stack gap="md">
          <Text size="sm">{t('members.panel.removeText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t('members.panel.cancel')}
            </Button>
            <Button
              color="red"
              loading={actions.remove.isPending}
              onClick={() =>
                removing &&
                actions.remove.mutate(removing.userId, {
                  onSuccess: () => {
                    notifications.show({ color: 'teal', message: t('members.panel.removed') });
                    setRemoving(null);
                  },
                  onError: failed,
                })
              }
            >
              {t('members.panel.removeConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
