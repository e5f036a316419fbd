/**
 * The strength meter of a new password: a bar filled 20% per rule met, the
 * strength in words (Weak, Medium, Strong, Very Strong) and the list of
 * rules, each marked met or not yet, from the shared password policy.
 */
import { Box, List, Progress, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPointFilled } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordRules, passwordStrength } from '../../shared/domain/password';
import classes from './password-strength.module.css';

const strengthColors = ['red.7', 'red.7', 'red.7', 'orange.7', 'teal.7', 'green.8'] as const;

export interface PasswordStrengthProps {
  password: string;
  /** Id for `aria-describedby` of the password input. */
  id?: string;
}

export function PasswordStrength({ password, id }: PasswordStrengthProps) {
  const { t } = useTranslation();
  const fallbackId = useId();
  const strength = passwordStrength(password);
  const label = t('auth.passwordMeter.label', { strength: t(strength.label) });
  const rulesId = `${id ?? fallbackId}-rules`;

  return (
    <Box id={id ?? fallbackId} className={classes.root}>
      <Progress
        value={strength.percent}
        color={strengthColors[strength.rulesMet]}
        size="sm"
        radius="xl"
        aria-label={label}
        className={classes.bar}
      />
      <Text size="sm" fw={500} aria-live="polite" className={classes.label}>
        {label}
      </Text>
      <VisuallyHidden id={rulesId}>{t('auth.passwordMeter.rules')}</VisuallyHidden>
      <List
        aria-labelledby={rulesId}
        spacing={4}
        size="sm"
        className={classes.rules}
        listStyleType="none"
      >
        {passwordRules.map((rule) => {
          const met = rule.test(password);
          return (
            <List.Item
              key={rule.id}
              data-met={met || undefined}
              className={classes.rule}
              icon={
                met ? (
                  <IconCheck
                    size={16}
                    stroke={2.5}
                    aria-hidden="true"
                    className={classes.metIcon}
                  />
                ) : (
                  <IconPointFilled size={16} aria-hidden="true" className={classes.todoIcon} />
                )
              }
            >
              {t(rule.key)}
              <VisuallyHidden>
                {` (${met ? t('auth.passwordMeter.met') : t('auth.passwordMeter.notMet')})`}
              </VisuallyHidden>
            </List.Item>
          );
        })}
      </List>
    </Box>
  );
}
