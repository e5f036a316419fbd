/** The Momenty mark (a polaroid with a heart) and wordmark, linking home. */
import { Group, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './logo.module.css';

export interface LogoMarkProps {
  /** Edge length in pixels. */
  size?: number;
}

/** The mark alone, decorative (hidden from assistive technology). */
export function LogoMark({ size = 32 }: LogoMarkProps) {
  const gradientId = useId();
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={classes.mark}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--mantine-color-clay-5)" />
          <stop offset="1" stopColor="var(--mantine-color-clay-8)" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <g transform="rotate(-8 16 16)">
        <rect x="8.5" y="6.5" width="15" height="19" rx="1.8" fill="#fffcf9" />
        <rect
          x="10.3"
          y="8.3"
          width="11.4"
          height="11.2"
          rx="0.9"
          fill="var(--mantine-color-clay-1)"
        />
        <path
          d="M16 17.4c-.2 0-.4-.1-.5-.2l-2.1-2c-1.2-1.1-1.2-2.9.2-3.4.9-.3 1.7.1 2.4.9.7-.8 1.5-1.2 2.4-.9 1.4.5 1.4 2.3.2 3.4l-2.1 2c-.1.1-.3.2-.5.2z"
          fill="var(--mantine-color-clay-6)"
        />
      </g>
    </svg>
  );
}

export interface LogoProps {
  /** Where the logo links to. @default '/' */
  to?: string;
  /** Called after the link is followed (e.g. to close a mobile menu). */
  onClick?: () => void;
}

/** Mark and "Momenty" wordmark as one link to the home page. */
export function Logo({ to = '/', onClick }: LogoProps) {
  const { t } = useTranslation();
  return (
    <Link to={to} onClick={onClick} aria-label={t('common.homeLink')} className={classes.link}>
      <Group gap={10} wrap="nowrap">
        <LogoMark />
        <Text component="span" className={classes.wordmark}>
          {t('common.brand')}
        </Text>
      </Group>
    </Link>
  );
}
