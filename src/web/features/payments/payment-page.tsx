/**
 * /events/payment/:eventId: pay for an unpaid event. Shows the plan and the
 * amount, then the shared checkout flow (dialog, separate window, waiting);
 * once the payment is confirmed the event is paid and guests can open it.
 */
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { plans } from '../../../shared/domain/plans';
import { formatPrice } from '../../../shared/i18n/format';
import { currentLanguage } from '../../app/i18n';
import { usePageTitle } from '../../app/page-title';
import { BackButton } from '../../ui/back-button';
import { type EventDetail, startEventCheckout } from './api/payments-api';
import { useCheckoutFlow } from './checkout-flow';
import { PaymentEvent } from './payment-event';
import classes from './payments.module.css';

export function PaymentPage({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  usePageTitle(t('payments.payment.title'));

  return (
    <Stack gap="lg" className={`${classes.page} ${classes.narrow}`}>
      <div>
        <BackButton to={`/events/album/${eventId}`} label={t('payments.payment.back')} />
      </div>
      <Title order={1} className={classes.title}>
        {t('payments.payment.title')}
      </Title>
      <PaymentEvent eventId={eventId} skeletonHeight={220}>
        {(event) => <PaymentContent event={event} />}
      </PaymentEvent>
    </Stack>
  );
}

function PaymentContent({ event }: { event: EventDetail }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const flow = useCheckoutFlow();
  const planName = t(`events.plans.${event.plan}`);

  if (event.plan === 'trial') {
    return (
      <Paper className={classes.panel}>
        <Stack gap="sm" align="flex-start">
          <Title order={2} className={classes.sectionTitle}>
            {t('payments.payment.trialTitle')}
          </Title>
          <Text>{t('payments.payment.trialText')}</Text>
          <Button component={Link} to={`/events/${event.id}/upgrade`}>
            {t('payments.payment.toUpgrade')}
          </Button>
        </Stack>
      </Paper>
    );
  }

  if (event.paid || flow.phase === 'paid') {
    return (
      <Paper className={classes.panel} role="status" data-testid="payment-success">
        <Stack gap="sm" align="flex-start">
          <IconCircleCheck size={40} color="var(--mantine-color-teal-7)" aria-hidden="true" />
          <Title order={2} className={classes.sectionTitle}>
            {flow.phase === 'paid'
              ? t('payments.payment.successTitle')
              : t('payments.payment.alreadyPaid')}
          </Title>
          {flow.phase === 'paid' && (
            <Text>{t('payments.payment.successText', { name: event.name })}</Text>
          )}
          <Button component={Link} to={`/events/album/${event.id}`}>
            {t('payments.payment.toEvent')}
          </Button>
        </Stack>
      </Paper>
    );
  }

  const amount = plans[event.plan].priceGrosze;
  const price = formatPrice(amount, language);
  return (
    <Stack gap="lg">
      <Paper className={classes.panel}>
        <Stack gap="md">
          <Text>{t('payments.payment.lead', { name: event.name })}</Text>
          <dl className={classes.summary}>
            <dt>{t('payments.payment.plan')}</dt>
            <dd>{planName}</dd>
            <dt>{t('payments.payment.amount')}</dt>
            <dd className={classes.amount} data-testid="payment-amount">
              {price}
            </dd>
          </dl>
          <Text size="sm" c="dimmed">
            {t('payments.payment.oneTime')} {t('payments.payment.methods')}
          </Text>
          {flow.phase === 'idle' && (
            <Button
              size="md"
              leftSection={<IconCreditCard size={20} aria-hidden="true" />}
              onClick={() =>
                flow.begin({
                  amount,
                  summary: (
                    <Text fw={600}>
                      {event.name} · {planName}
                    </Text>
                  ),
                  start: () => startEventCheckout(event.id, language),
                })
              }
            >
              {t('payments.payment.pay', { amount: price })}
            </Button>
          )}
        </Stack>
      </Paper>
      {flow.view}
    </Stack>
  );
}
