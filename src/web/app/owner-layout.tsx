/**
 * Layout for signed-in owners: the sidebar as an AppShell navbar, always open
 * from 48em (768 px), behind a burger in a slim header below that.
 */
import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Logo } from '../ui/logo';
import { Sidebar, type SidebarProps } from './sidebar';

export interface OwnerLayoutProps extends Omit<SidebarProps, 'onNavigate'> {
  /** The screen; defaults to the matched child route. */
  children?: ReactNode;
}

export function OwnerLayout({ children, ...sidebar }: OwnerLayoutProps) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <AppShell
      header={{ height: { base: 60, sm: 0 } }}
      navbar={{ width: { sm: 272, lg: 296 }, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'md', md: 'xl' }}
    >
      <AppShell.Header hiddenFrom="sm">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Logo onClick={close} />
          <Burger
            opened={opened}
            onClick={toggle}
            size="sm"
            aria-expanded={opened}
            aria-controls="owner-navigation"
            aria-label={
              opened ? t('shell.header.closeNavigation') : t('shell.header.openNavigation')
            }
          />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id="owner-navigation">
        <Sidebar {...sidebar} onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main>{children ?? <Outlet />}</AppShell.Main>
    </AppShell>
  );
}
