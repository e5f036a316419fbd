/** Layout for signed-out visitors: logo and language switcher, the screen, legal links. */
import { Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Logo } from '../ui/logo';
import { LanguageSwitcher } from './language-switcher';
import { Copyright, LegalLinks } from './legal-footer';
import classes from './public-layout.module.css';

/** `children` replaces the matched child route (a layout used by a route element). */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Container size="lg" className={classes.bar}>
          <Group justify="space-between" wrap="nowrap" gap="sm" h="100%">
            <Logo />
            <LanguageSwitcher size="sm" />
          </Group>
        </Container>
      </header>
      <main className={classes.main}>{children ?? <Outlet />}</main>
      <footer className={classes.footer}>
        <Container size="lg">
          <Group justify="space-between" gap="sm" className={classes.footerRow}>
            <LegalLinks />
            <Copyright />
          </Group>
        </Container>
      </footer>
    </div>
  );
}
