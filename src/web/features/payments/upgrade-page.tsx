/**
 * /events/:eventId/upgrade: a higher plan for the price difference. A trial
 * first asks for the activation date (today … two years), then the plan.
 * Higher plans are the creation wizard's plan cards with the difference, the
 * list price struck through and the saving as a badge; choosing one opens the
 * checkout. A premium event gets a notice, an unpaid one a way to pay first,
 * and a missing event sends the owner back to /events.
 */
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconCircleCheck, IconCrown } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PaidPlanId } from '../../../shared/api/payments';
import { eventDateRange, validateEventDate } from '../../../shared/domain/event-validation';
import {
  allowedUpgrades,
  type PlanId,
  plans,
  upgradeDiscount,
  upgradePrice,
} from '../../../shared/domain/plans';
import { formatPrice } from '../../../shared/i18n/format';
import { currentLanguage } from '../../app/i18n';
import { usePageTitle } from '../../app/page-title';
import { BackButton } from '../../ui/back-button';
import { PlanCard } from '../../ui/plan-card';
import { type EventDetail, startUpgrade } from './api/payments-api';
import { useCheckoutFlow } from './checkout-flow';
import { PaymentEvent } from './payment-event';
import classes from './payments.module.css';

export function UpgradePage({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  usePageTitle(t('payments.upgrade.title'));

  return (
    <Stack gap="lg" className={classes.page}>
      <div>
        <BackButton to={`/events/album/${eventId}`} label={t('payments.upgrade.back')} />
      </div>
      <Stack gap={6}>
        <Title order={1} className={classes.title}>
          {t('payments.upgrade.title')}
        </Title>
        <Text c="dimmed">{t('payments.upgrade.lead')}</Text>
      </Stack>
      <PaymentEvent eventId={eventId} skeletonHeight={320}>
        {(event) => <UpgradeContent event={event} />}
      </PaymentEvent>
    </Stack>
  );
}

function UpgradeContent({ event }: { event: EventDetail }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const flow = useCheckoutFlow();
  const from = event.plan as PlanId;
  const trial = from === 'trial';
  const [step, setStep] = useState(0);
  const [activationDate, setActivationDate] = useState('');
  const [dateError, setDateError] = useState<string | null>(null);
  const range = eventDateRange(event.timeZone, new Date());

  const current = (
    <Group gap="xs">
      <Text c="dimmed">{t('payments.upgrade.current')}:</Text>
      <Badge variant="light" color="clay" radius="sm" size="lg" data-testid="current-plan">
        {t(`events.plans.${from}`)}
      </Badge>
    </Group>
  );

  if (flow.phase === 'paid' && flow.purchase) {
    return (
      <Paper className={classes.panel} role="status" data-testid="upgrade-success">
        <Stack gap="sm" align="flex-start">
          <IconCircleCheck size={40} color="var(--mantine-color-teal-7)" aria-hidden="true" />
          <Title order={2} className={classes.sectionTitle}>
            {t('payments.upgrade.successTitle')}
          </Title>
          <Text>
            {t('payments.upgrade.successText', {
              name: event.name,
              plan: t(`events.plans.${flow.purchase.plan}`),
            })}
          </Text>
          <Button component={Link} to={`/events/album/${event.id}`}>
            {t('payments.payment.toEvent')}
          </Button>
        </Stack>
      </Paper>
    );
  }

  if (!trial && !event.paid) {
    return (
      <Stack gap="lg">
        {current}
        <Paper className={classes.panel}>
          <Stack gap="sm" align="flex-start">
            <Title order={2} className={classes.sectionTitle}>
              {t('payments.upgrade.unpaidTitle')}
            </Title>
            <Text>{t('payments.upgrade.unpaidText')}</Text>
            <Button component={Link} to={`/events/payment/${event.id}`}>
              {t('payments.upgrade.toPayment')}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    );
  }

  const higher = allowedUpgrades(from) as readonly PaidPlanId[];
  if (higher.length === 0) {
    return (
      <Stack gap="lg">
        {current}
        <Paper className={classes.panel} data-testid="premium-notice">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <IconCrown size={32} color="var(--mantine-color-clay-6)" aria-hidden="true" />
            <Stack gap={4}>
              <Title order={2} className={classes.sectionTitle}>
                {t('payments.upgrade.premiumTitle')}
              </Title>
              <Text>{t('payments.upgrade.premiumText')}</Text>
            </Stack>
          </Group>
        </Paper>
      </Stack>
    );
  }

  function next() {
    const problem = validateEventDate(activationDate, event.timeZone, new Date());
    setDateError(problem);
    if (!problem) setStep(1);
  }

  function choose(plan: PaidPlanId) {
    const price = upgradePrice(from, plan);
    if (price === null) return;
    flow.begin({
      amount: price,
      summary: (
        <Text fw={600}>
          {event.name} · {t(`events.plans.${from}`)} → {t(`events.plans.${plan}`)}
        </Text>
      ),
      start: () => startUpgrade(event.id, { plan, ...(trial ? { activationDate } : {}) }, language),
    });
  }

  const cards = (
    <Stack gap="md">
      <Title order={2} className={classes.sectionTitle}>
        {t('payments.upgrade.planTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" className={classes.cards}>
        {higher.map((plan) => {
          const price = upgradePrice(from, plan) ?? plans[plan].priceGrosze;
          const discount = upgradeDiscount(from, plan) ?? 0;
          return (
            <PlanCard
              key={plan}
              plan={plan}
              selected={false}
              onSelect={() => choose(plan)}
              actionLabel={t('payments.upgrade.choose', { plan: t(`events.plans.${plan}`) })}
              badge={
                discount > 0 ? (
                  <Badge color="teal" variant="light" radius="sm" className={classes.discount}>
                    {t('payments.upgrade.discount', { amount: formatPrice(discount, language) })}
                  </Badge>
                ) : undefined
              }
              price={
                <Stack gap={0}>
                  <Text className={classes.cardPrice} data-testid={`upgrade-price-${plan}`}>
                    {formatPrice(price, language)}
                  </Text>
                  {discount > 0 && (
                    <Text size="sm" c="dimmed">
                      <span className={classes.listPrice}>
                        {t('payments.upgrade.listPrice', {
                          amount: formatPrice(plans[plan].priceGrosze, language),
                        })}
                      </span>
                    </Text>
                  )}
                  <Text size="sm" c="dimmed">
                    {t('events.create.plan.oneTime')}
                  </Text>
                </Stack>
              }
              footer={
                <Anchor
                  component={Link}
                  to={`/events/gift/${plan}`}
                  size="sm"
                  ta="center"
                  onClick={(e) => e.stopPropagation()}
                >
                  {t('payments.upgrade.gift')}
                </Anchor>
              }
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );

  const waiting = flow.phase !== 'idle';
  return (
    <Stack gap="lg">
      {current}
      {flow.view}
      {!waiting &&
        (trial ? (
          <Stack gap="md">
            <Stepper
              active={step}
              onStepClick={(index) => index < step && setStep(index)}
              size="sm"
            >
              <Stepper.Step label={t('payments.upgrade.steps.activation')} />
              <Stepper.Step label={t('payments.upgrade.steps.plan')} />
            </Stepper>
            {step === 0 ? (
              <Paper className={classes.panel}>
                <Stack gap="md" align="flex-start">
                  <Title order={2} className={classes.sectionTitle}>
                    {t('payments.upgrade.activationTitle')}
                  </Title>
                  <TextInput
                    type="date"
                    label={t('payments.upgrade.activationLabel')}
                    description={t('payments.upgrade.activationHint', {
                      timeZone: event.timeZone,
                    })}
                    value={activationDate}
                    min={range.min}
                    max={range.max}
                    onChange={(e) => {
                      setActivationDate(e.currentTarget.value);
                      setDateError(null);
                    }}
                    error={dateError ? t(dateError) : undefined}
                    withAsterisk
                    classNames={{ input: classes.dateInput }}
                  />
                  <Button
                    onClick={next}
                    rightSection={<IconArrowRight size={18} aria-hidden="true" />}
                  >
                    {t('payments.upgrade.next')}
                  </Button>
                </Stack>
              </Paper>
            ) : (
              <Stack gap="md">
                {cards}
                <div>
                  <Button variant="default" onClick={() => setStep(0)}>
                    {t('payments.upgrade.previous')}
                  </Button>
                </div>
              </Stack>
            )}
          </Stack>
        ) : (
          cards
        ))}
    </Stack>
  );
}
