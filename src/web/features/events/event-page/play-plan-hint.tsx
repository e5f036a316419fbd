/**
 * Where reveal mode or photo challenges are not in the event's plan: which plans have them (from
 * the plan table) and the way to the upgrade.
 */
import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { playPlans } from '../../../../shared/domain/reveal';
import { formatList } from '../../../../shared/i18n/format';
import { currentLanguage } from '../../../app/i18n';

export function PlayPlanHint({ eventId, className }: { eventId: string; className?: string }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const names = playPlans.map((plan) => t(`shell.events.plans.${plan}`));
  return (
    <Alert color="clay" variant="light" p="sm" className={className}>
      <Text size="sm">{t('play.owner.notInPlan', { plans: formatList(names, language) })}</Text>
      <Anchor
        component={Link}
        to={`/events/${encodeURIComponent(eventId)}/upgrade`}
        size="sm"
        fw={600}
      >
        {t('play.owner.upgradeLink', { plans: formatList(names, language, 'or') })}
      </Anchor>
    </Alert>
  );
}
