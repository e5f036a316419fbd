/**
 * The signed-in owner's navigation: logo, events (each a collapsible entry
 * with Albums and Settings, or Pay now while a paid plan is unpaid), help,
 * account (language, password, two-step verification, sign out) and the
 * legal footer.
 */
import { Box, Button, Group, Modal, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconCalendarEvent,
  IconCreditCard,
  IconHelpCircle,
  IconKey,
  IconLibraryPhoto,
  IconLogout,
  IconMail,
  IconPhotoHeart,
  IconSettings,
  IconShieldLock,
} from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { type EventRole, roleAllows } from '../../shared/domain/roles';
import { Logo } from '../ui/logo';
import { LanguageSwitcher } from './language-switcher';
import { Copyright, LegalLinks } from './legal-footer';
import classes from './sidebar.module.css';

export type EventPlan = 'trial' | 'basic' | 'standard' | 'premium';

/** What the sidebar needs to know about one of the owner's events. */
export interface SidebarEvent {
  id: string;
  name: string;
  plan: EventPlan;
  paid: boolean;
  /** The account's role in the event (absent: its owner). */
  role?: EventRole;
  /** Past its upload and download periods: not listed. */
  expired: boolean;
}

export interface SidebarProps {
  events: readonly SidebarEvent[];
  /** The account signs in with a password (not only with Google): offers "Update password". */
  signsInWithPassword: boolean;
  onUpdatePassword?: () => void;
  /** Opens two-step verification (offered with "Update password", to password accounts). */
  onTwoStepVerification?: () => void;
  /** Called after the owner confirms signing out. */
  onSignOut: () => void | Promise<void>;
  /** Called when a link is followed, e.g. to close the navigation on a phone. */
  onNavigate?: () => void;
}

/** A paid plan that has not been paid for yet: the event only offers payment. */
export function needsPayment(event: Pick<SidebarEvent, 'plan' | 'paid'>): boolean {
  return event.plan !== 'trial' && !event.paid;
}

const iconProps = { size: 20, stroke: 1.6, 'aria-hidden': true } as const;

function NavGroup({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} className={classes.group}>
      <Text id={id} className={classes.groupLabel}>
        {label}
      </Text>
      {children}
    </Box>
  );
}

interface EventEntryProps {
  event: SidebarEvent;
  pathname: string;
  defaultOpened: boolean;
  onNavigate?: () => void;
}

function EventEntry({ event, pathname, defaultOpened, onNavigate }: EventEntryProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(defaultOpened);
  const role = event.role ?? 'owner';
  // Only the owner pays: helpers of an unpaid event see its page, which says so.
  const unpaid = needsPayment(event) && roleAllows(role, 'pay');
  const albums = `/events/album/${event.id}`;
  const settings = `/events/settings/${event.id}`;
  const payment = `/events/payment/${event.id}`;

  return (
    <NavLink
      component="button"
      type="button"
      aria-expanded={opened}
      opened={opened}
      onChange={setOpened}
      label={event.name}
      title={event.name}
      noWrap
      description={
        unpaid ? t('shell.nav.unpaid') : role !== 'owner' ? t(`members.roles.${role}`) : undefined
      }
      leftSection={<IconPhotoHeart {...iconProps} />}
      childrenOffset={30}
      classNames={{ root: classes.link, label: classes.eventName, description: classes.unpaid }}
    >
      {unpaid ? (
        <Button
          component={Link}
          to={payment}
          onClick={onNavigate}
          size="sm"
          fullWidth
          leftSection={<IconCreditCard size={18} aria-hidden="true" />}
          className={classes.payNow}
        >
          {t('shell.nav.payNow')}
        </Button>
      ) : (
        <>
          <NavLink
            component={Link}
            to={albums}
            onClick={onNavigate}
            label={t('shell.nav.albums')}
            active={pathname === albums}
            leftSection={<IconLibraryPhoto {...iconProps} />}
            className={classes.link}
          />
          {roleAllows(role, 'edit') && (
            <NavLink
              component={Link}
              to={settings}
              onClick={onNavigate}
              label={t('shell.nav.settings')}
              active={pathname === settings}
              leftSection={<IconSettings {...iconProps} />}
              className={classes.link}
            />
          )}
        </>
      )}
    </NavLink>
  );
}

function SignOutItem({ onSignOut }: Pick<SidebarProps, 'onSignOut'>) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      await onSignOut();
      close();
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <NavLink
        component="button"
        type="button"
        label={t('shell.nav.signOut')}
        leftSection={<IconLogout {...iconProps} />}
        onClick={open}
        className={classes.link}
      />
      <Modal opened={opened} onClose={close} title={t('shell.signOut.title')} centered radius="lg">
        <Stack gap="lg">
          <Text>{t('shell.signOut.text')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={pending}>
              {t('common.actions.cancel')}
            </Button>
            <Button onClick={() => void confirm()} loading={pending}>
              {t('shell.signOut.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

export function Sidebar({
  events,
  signsInWithPassword,
  onUpdatePassword,
  onTwoStepVerification,
  onSignOut,
  onNavigate,
}: SidebarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const visible = events.filter((event) => !event.expired);

  return (
    <Box component="nav" aria-label={t('shell.nav.label')} className={classes.root}>
      <Box className={classes.brand} visibleFrom="sm">
        <Logo onClick={onNavigate} />
      </Box>

      <ScrollArea className={classes.scroll} type="scroll" offsetScrollbars="y">
        <Stack gap="lg" className={classes.groups}>
          <NavGroup label={t('shell.nav.groups.main')}>
            <NavLink
              component={Link}
              to="/events"
              onClick={onNavigate}
              label={t('shell.nav.events')}
              active={pathname === '/events'}
              leftSection={<IconCalendarEvent {...iconProps} />}
              className={classes.link}
            />
          </NavGroup>

          <NavGroup label={t('shell.nav.groups.events')}>
            {visible.length === 0 ? (
              <Text size="sm" c="dimmed" className={classes.empty}>
                {t('shell.nav.noEvents')}
              </Text>
            ) : (
              visible.map((event) => (
                <EventEntry
                  key={event.id}
                  event={event}
                  pathname={pathname}
                  defaultOpened={visible.length === 1 || pathname.endsWith(`/${event.id}`)}
                  onNavigate={onNavigate}
                />
              ))
            )}
          </NavGroup>

          <NavGroup label={t('shell.nav.groups.help')}>
            <NavLink
              component={Link}
              to="/faq"
              onClick={onNavigate}
              label={t('shell.nav.faq')}
              active={pathname === '/faq'}
              leftSection={<IconHelpCircle {...iconProps} />}
              className={classes.link}
            />
            <NavLink
              component={Link}
              to="/contact"
              onClick={onNavigate}
              label={t('shell.nav.contact')}
              active={pathname === '/contact'}
              leftSection={<IconMail {...iconProps} />}
              className={classes.link}
            />
          </NavGroup>

          <NavGroup label={t('shell.nav.groups.account')}>
            <Box className={classes.language}>
              <LanguageSwitcher fullWidth size="sm" />
            </Box>
            {signsInWithPassword && (
              <NavLink
                component="button"
                type="button"
                label={t('shell.nav.updatePassword')}
                leftSection={<IconKey {...iconProps} />}
                onClick={() => {
                  onUpdatePassword?.();
                  onNavigate?.();
                }}
                className={classes.link}
              />
            )}
            {signsInWithPassword && onTwoStepVerification && (
              <NavLink
                component="button"
                type="button"
                label={t('shell.nav.twoStepVerification')}
                leftSection={<IconShieldLock {...iconProps} />}
                onClick={() => {
                  onTwoStepVerification();
                  onNavigate?.();
                }}
                className={classes.link}
              />
            )}
            <SignOutItem onSignOut={onSignOut} />
          </NavGroup>
        </Stack>
      </ScrollArea>

      <Stack gap={6} className={classes.footer}>
        <LegalLinks size="xs" onNavigate={onNavigate} />
        <Copyright size="xs" />
      </Stack>
    </Box>
  );
}
