/**
 * Where reveal mode or photo challenges are not in the event's plan: which plans have them (from
 * the plan table) and the way to the upgrade.
 */
import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePlayPlansText } from '../../../shared/play-plans';

export function PlayPlanHint({ eventId, className }: { eventId: string; className?: string }) {
  const { t } = useTranslation();
  const plans = usePlayPlansText();
  return (
    <Alert color="clay" variant="light" p="sm" className={className}>
      <Text size="sm">{t('play.owner.notInPlan', { plans: plans('and') })}</Text>
      <Anchor
        component={Link}
        to={`/events/${encodeURIComponent(eventId)}/upgrade`}
        size="sm"
        fw={600}
      >
        {t('play.owner.upgradeLink', { plans: plans('or') })}
      </Anchor>
    </Alert>
  );
}
