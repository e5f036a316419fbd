/**
 * An event's badges, on its card in the list and on its page: the signed-in member's role (when
 * not the owner), the plan, the phase and "unpaid".
 */
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventPhase } from '../../../shared/domain/periods';
import type { PlanId } from '../../../shared/domain/plans';
import type { EventRole } from '../../../shared/domain/roles';
import classes from './event-badges.module.css';

const phaseColors: Record<EventPhase, string> = {
  notYetActive: 'blue',
  uploading: 'teal',
  downloading: 'grape',
  expired: 'gray',
};

export function EventBadges({
  role,
  plan,
  phase,
  unpaid,
}: {
  role: EventRole;
  plan: PlanId;
  phase: EventPhase;
  unpaid: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {role !== 'owner' && (
        <Badge variant="filled" color="clay" radius="sm" className={classes.badge}>
          {t(`members.roles.${role}`)}
        </Badge>
      )}
      <Badge variant="light" color="clay" radius="sm" className={classes.badge}>
        {t('events.card.planBadge', { plan: t(`events.plans.${plan}`) })}
      </Badge>
      <Badge variant="light" color={phaseColors[phase]} radius="sm" className={classes.badge}>
        {t(`events.states.${phase}`)}
      </Badge>
      {unpaid && (
        <Badge variant="light" color="orange" radius="sm" className={classes.badge}>
          {t('events.card.unpaid')}
        </Badge>
      )}
    </>
  );
}
