/**
 * One plan in the wizard, from the shared plan table: price, albums, limits,
 * features (with a tick or a cross) and the upload and download periods.
 * Selecting is a toggle button (`aria-pressed`); the whole card is clickable.
 */
import { Badge, Button, Group, List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type PlanId, plans } from '../../shared/domain/plans';
import { formatPrice } from '../../shared/i18n/format';
import { currentLanguage } from '../app/i18n';
import { formatNumber, pluralKey } from '../shared/format';
import { FitTitle } from './fit-title';
import classes from './plan-card.module.css';

export interface PlanCardProps {
  plan: PlanId;
  selected: boolean;
  onSelect: (plan: PlanId) => void;
  /** Replaces the list price and its note (e.g. an upgrade's price difference). */
  price?: ReactNode;
  /** Shown beside the plan name (e.g. an upgrade's discount). */
  badge?: ReactNode;
  /** Text of the card's button instead of "Choose". */
  actionLabel?: string;
  /** Below the button (e.g. "buy as a gift"). */
  footer?: ReactNode;
  /** Why this plan can't be chosen now (e.g. the trial limit): the card says it and can't be picked. */
  unavailable?: string;
}

function Feature({ included, children }: { included: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <List.Item
      data-included={included}
      className={classes.feature}
      icon={
        <ThemeIcon
          size={20}
          radius="xl"
          variant="light"
          color={included ? 'teal' : 'gray'}
          // A mark that says whether the plan has the feature: an image with its meaning.
          role="img"
          aria-label={t(
            included
              ? 'events.create.plan.features.included'
              : 'events.create.plan.features.notIncluded',
          )}
        >
          {included ? <IconCheck size={13} stroke={2.5} /> : <IconX size={13} stroke={2.5} />}
        </ThemeIcon>
      }
    >
      {children}
    </List.Item>
  );
}

export function PlanCard({
  plan,
  selected,
  onSelect,
  price,
  badge,
  actionLabel,
  footer,
  unavailable,
}: PlanCardProps) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const rules = plans[plan];
  const number = (value: number) => formatNumber(value, language);
  const f = 'events.create.plan.features';
  const nameId = `plan-${plan}-name`;
  return (
    <Paper
      component="section"
      aria-labelledby={nameId}
      className={classes.planCard}
      data-selected={selected || undefined}
      data-testid={`plan-${plan}`}
      data-unavailable={unavailable ? true : undefined}
      onClick={() => !unavailable && onSelect(plan)}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <FitTitle
            order={3}
            id={nameId}
            className={classes.planName}
            text={t(`events.plans.${plan}`)}
          />
          {selected && (
            <Badge color="clay" variant="filled" radius="sm" className={classes.badge}>
              {t('events.create.plan.selected')}
            </Badge>
          )}
          {badge}
        </Group>
        {price ?? (
          <Stack gap={0}>
            <Text className={classes.price}>{formatPrice(rules.priceGrosze, language)}</Text>
            <Text
              size="sm"
              c={plan === 'trial' ? 'teal.9' : 'dimmed'}
              fw={plan === 'trial' ? 600 : 400}
            >
              {plan === 'trial'
                ? t('events.create.plan.trialNote')
                : t('events.create.plan.oneTime')}
            </Text>
          </Stack>
        )}
        <List spacing={6} size="sm" center className={classes.features}>
          <Feature included>
            {t(`${f}.albums.${pluralKey(rules.albums, language)}`, { count: rules.albums })}
          </Feature>
          <Feature included>
            {rules.maxFiles === null
              ? t(`${f}.filesUnlimited`)
              : t(`${f}.files.${pluralKey(rules.maxFiles, language)}`, {
                  count: number(rules.maxFiles),
                })}
          </Feature>
          <Feature included={rules.maxVideos !== 0}>
            {rules.maxVideos === null
              ? t(`${f}.videosUnlimited`)
              : rules.maxVideos === 0
                ? t(`${f}.noVideos`)
                : t(`${f}.videos.${pluralKey(rules.maxVideos, language)}`, {
                    count: number(rules.maxVideos),
                  })}
          </Feature>
          <Feature included={rules.features.photoUpload}>{t(`${f}.photoUpload`)}</Feature>
          <Feature included={rules.features.videoUpload}>{t(`${f}.videoUpload`)}</Feature>
          <Feature included={rules.features.guestbook}>{t(`${f}.guestbook`)}</Feature>
          <Feature included={rules.features.slideshow}>{t(`${f}.slideshow`)}</Feature>
          <Feature included={rules.features.play}>{t(`${f}.play`)}</Feature>
          <Feature included={rules.features.qrAndLink}>{t(`${f}.qrAndLink`)}</Feature>
          <Feature included>{t(`${f}.uploadDays`, { count: rules.uploadDays })}</Feature>
          <Feature included>{t(`${f}.downloadDays`, { count: rules.downloadDays })}</Feature>
        </List>
        {unavailable && (
          <Text size="sm" c="red.8" id={`plan-${plan}-unavailable`} role="note">
            {unavailable}
          </Text>
        )}
        <Button
          mt="auto"
          fullWidth
          variant={selected ? 'filled' : 'light'}
          aria-pressed={selected}
          aria-describedby={unavailable ? `${nameId} plan-${plan}-unavailable` : nameId}
          disabled={unavailable !== undefined}
          onClick={(event) => {
            event.stopPropagation();
            onSelect(plan);
          }}
          leftSection={selected ? <IconCheck size={18} aria-hidden="true" /> : undefined}
        >
          {selected
            ? t('events.create.plan.selected')
            : (actionLabel ?? t('events.create.plan.choose'))}
        </Button>
        {footer}
      </Stack>
    </Paper>
  );
}
