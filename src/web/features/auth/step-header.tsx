/** Title and explanation of a sign-in step; the title takes the focus when the step appears. */
import { Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import classes from './auth-panel.module.css';

export interface StepHeaderProps {
  /** Left out where a dialog's title already names the step. */
  title?: string;
  children?: ReactNode;
  /** Move the focus to the title (steps that replace the previous one). @default true */
  focus?: boolean;
}

export function StepHeader({ title, children, focus = true }: StepHeaderProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <Stack gap={6}>
      {title && (
        <Title order={2} ref={ref} tabIndex={-1} className={classes.title}>
          {title}
        </Title>
      )}
      {children && (
        <Text size="sm" className={classes.text}>
          {children}
        </Text>
      )}
    </Stack>
  );
}
