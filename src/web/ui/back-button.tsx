/** A button back to a route (default /events) with an arrow; its text is hidden on small screens. */
import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './back-button.module.css';

export interface BackButtonProps {
  /** Route to go to. @default '/events' */
  to?: string;
  /** Visible text from 48em up; also the accessible name. Defaults to "Back". */
  label?: string;
}

export function BackButton({ to = '/events', label }: BackButtonProps) {
  const { t } = useTranslation();
  const text = label ?? t('common.back');
  return (
    <Button
      component={Link}
      to={to}
      variant="subtle"
      color="sand.8"
      aria-label={text}
      leftSection={<IconArrowLeft size={20} stroke={1.75} aria-hidden="true" />}
      classNames={{ root: classes.root, section: classes.section }}
    >
      <span className={classes.label}>{text}</span>
    </Button>
  );
}
